// Overlays components: every component of this group is exported here (index.ts re-exports it).
export {
  Popover,
  PopoverSurface,
  type PopoverProps,
  type PopoverSurfaceProps,
} from './Popover/Popover.js';
export { popoverOffset, popoverWidth } from './Popover/size.js';
export {
  Menu,
  MenuPopover,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
} from './Menu/Menu.js';
export { ContextMenu, type ContextMenuProps } from './Menu/ContextMenu.js';
export { Tooltip, tooltipDelay, type TooltipProps } from './Tooltip/Tooltip.js';
export { InlineTooltip, type InlineTooltipProps } from './Tooltip/InlineTooltip.js';
export { Dialog, type DialogProps } from './Dialog/Dialog.js';
export type { ModalFooter, ModalOpenProps } from './Dialog/ModalFrame.js';
export { FormDialogActions, type FormDialogActionsProps } from './Dialog/FormDialogActions.js';
export {
  AlertDialog,
  type AlertDialogProps,
  type ConfirmActions,
} from './AlertDialog/AlertDialog.js';
export {
  TypeToConfirmDialog,
  mismatchMessage,
  type TypeToConfirmDialogProps,
} from './TypeToConfirmDialog/TypeToConfirmDialog.js';
export { SidePanel, type SidePanelProps } from './SidePanel/SidePanel.js';
export { ToastRegion, type ToastRegionProps } from './Toast/Toast.js';
export {
  toast,
  toastQueue,
  toastDurations,
  type ToastAction,
  type ToastContent,
  type ToastOptions,
} from './Toast/toast.js';
export type { ToastTone } from './Toast/Toast.css.js';
export {
  Deferred,
  type DeferredLoader,
  type DeferredOpenState,
  type DeferredProps,
} from './Deferred/Deferred.js';
