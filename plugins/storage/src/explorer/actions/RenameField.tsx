import type { StorageItem } from '../model/storage-item.js';
import { renameOutcome } from './action-rules.js';
import { InlineNameField } from './InlineNameField.js';
import * as styles from '../FileExplorer.css.js';

/**
 * A row's name in edit (spec §4, EDITING): Enter or leaving the field commits, Escape keeps the
 * old name; the same or an empty name just ends the edit, a refused one stays with its reason.
 * While the rename runs the field is disabled (LOADING); the listing then shows the new name, or
 * the old one after a failure the mutation's toast explains.
 */
export function RenameField({
  item,
  onRename,
  onEnd,
}: {
  item: StorageItem;
  onRename: (name: string) => Promise<unknown>;
  onEnd: () => void;
}) {
  return (
    <InlineNameField
      label={`New name for ${item.name}`}
      initial={item.name}
      className={styles.renameField}
      check={(typed) => renameOutcome(typed, item) ?? { end: true }}
      commit={onRename}
      onEnd={onEnd}
      onFailure="end"
    />
  );
}
