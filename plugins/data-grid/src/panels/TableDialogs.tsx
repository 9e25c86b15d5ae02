import type { Entity } from '@atrium/core/plugin-api';
import { DeleteTableDialog } from './DeleteTableDialog.js';
import { DuplicateTableDialog } from './DuplicateTableDialog.js';
import { TableEditorPanel } from './TableEditorPanel.js';

/** Which table dialog is open, if any. */
export type TableDialog =
  | { readonly kind: 'new'; readonly schema: string }
  | { readonly kind: 'edit' | 'duplicate' | 'delete'; readonly entity: Entity };

export interface TableDialogsProps {
  readonly dialog: TableDialog | null;
  readonly selectedId: number | undefined;
  readonly onClose: () => void;
}

/** The one open table panel or dialog, closed through `onClose`. */
export function TableDialogs({ dialog, selectedId, onClose }: TableDialogsProps) {
  if (!dialog) return null;
  const onOpenChange = (open: boolean) => open || onClose();
  switch (dialog.kind) {
    case 'new':
      return <TableEditorPanel schema={dialog.schema} isOpen onOpenChange={onOpenChange} />;
    case 'edit':
      return (
        <TableEditorPanel
          schema={dialog.entity.schema}
          table={dialog.entity}
          isOpen
          onOpenChange={onOpenChange}
        />
      );
    case 'duplicate':
      return <DuplicateTableDialog table={dialog.entity} isOpen onOpenChange={onOpenChange} />;
    case 'delete':
      return (
        <DeleteTableDialog
          table={dialog.entity}
          isOpenInEditor={dialog.entity.id === selectedId}
          isOpen
          onOpenChange={onOpenChange}
        />
      );
  }
}
