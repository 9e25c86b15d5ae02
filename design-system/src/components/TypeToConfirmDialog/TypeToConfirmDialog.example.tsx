import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { mismatchMessage, TypeToConfirmDialog } from './TypeToConfirmDialog.js';

export const typeToConfirmDialogDoc: ComponentDoc = {
  name: 'TypeToConfirmDialog',
  description: `An alert dialog whose Confirm is enabled only once the user types a value exactly; anything else shows "${mismatchMessage}". For deletions that cannot be undone.`,
  props: [
    { name: 'confirmValue', type: 'string', description: 'The exact text to type.' },
    {
      name: 'inputLabel',
      type: 'ReactNode',
      default: 'Type <value> to confirm.',
      description: "The field's label.",
    },
    {
      name: 'tone',
      type: 'accent | critical',
      default: 'critical',
      description: 'Confirm button tone.',
    },
    {
      name: 'title, children, onConfirm, confirmLabel, cancelLabel, trigger, isOpen…',
      type: 'as AlertDialog',
      description: 'Same behaviour, including pending and errors.',
    },
  ],
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
