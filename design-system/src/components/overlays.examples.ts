import type { ComponentDoc } from '../docs.js';
import { alertDialogDoc } from './AlertDialog/AlertDialog.example.js';
import { dialogDoc } from './Dialog/Dialog.example.js';
import { contextMenuDoc } from './Menu/ContextMenu.example.js';
import { menuDoc } from './Menu/Menu.example.js';
import { popoverDoc } from './Popover/Popover.example.js';
import { sidePanelDoc } from './SidePanel/SidePanel.example.js';
import { toastDoc } from './Toast/Toast.example.js';
import { inlineTooltipDoc } from './Tooltip/InlineTooltip.example.js';
import { tooltipDoc } from './Tooltip/Tooltip.example.js';
import { typeToConfirmDialogDoc } from './TypeToConfirmDialog/TypeToConfirmDialog.example.js';

/** Docs of the overlays components, in the order the docs site lists them. */
export const overlaysDocs: readonly ComponentDoc[] = [
  menuDoc,
  contextMenuDoc,
  popoverDoc,
  tooltipDoc,
  inlineTooltipDoc,
  dialogDoc,
  alertDialogDoc,
  typeToConfirmDialogDoc,
  sidePanelDoc,
  toastDoc,
];
