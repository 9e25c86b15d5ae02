import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { mismatchMessage, TypeToConfirmDialog } from './TypeToConfirmDialog.js';

export const typeToConfirmDialogDoc: ComponentDoc = {
  name: 'TypeToConfirmDialog',
  description: `An alert dialog whose Confirm is enabled only once the user types a value exactly; anything else shows "${mismatchMessage}". For deletions that cannot be undone.`,
  examples: [
    {
      title: 'Delete a table',
      render: () => (
        <TypeToConfirmDialog
          trigger={<Button tone="critical">Delete table</Button>}
          title="Delete table countries"
          confirmLabel="Delete"
          confirmValue="countries"
          onConfirm={() => new Promise((resolve) => setTimeout(resolve, 1000))}
        >
          The table, its rows and its policies will be deleted.
        </TypeToConfirmDialog>
      ),
    },
  ],
};
