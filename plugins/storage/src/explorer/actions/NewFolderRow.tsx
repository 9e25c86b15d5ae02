import { newFolderError } from './action-rules.js';
import { InlineNameField } from './InlineNameField.js';
import * as styles from '../FileExplorer.css.js';

/**
 * The placeholder row a new folder starts as, at the top of its column, named 'Untitled folder'
 * and in edit: Enter or leaving the field names it (an empty name removes the row), Escape
 * removes it; a name the rules refuse stays in the field with the reason, and so does one whose
 * creation failed, to try again.
 */
export function NewFolderRow({
  taken,
  onCreate,
  onCancel,
}: {
  taken: readonly string[];
  onCreate: (name: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <InlineNameField
      label="New folder name"
      initial="Untitled folder"
      className={styles.newFolder}
      check={(typed) => {
        const name = typed.trim();
        if (name === '') return { end: true };
        const error = newFolderError(name, taken);
        return error ? { error } : { name };
      }}
      commit={onCreate}
      onEnd={onCancel}
      onFailure="retry"
    />
  );
}
