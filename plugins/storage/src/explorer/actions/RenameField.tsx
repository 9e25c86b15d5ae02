import { TextField } from '@atrium/design-system';
import { useRef, useState } from 'react';
import type { StorageItem } from '../model/storage-item.js';
import { renameOutcome } from './action-rules.js';
import * as styles from '../FileExplorer.css.js';

/**
 * A row's name in edit (spec §4, EDITING): Enter or leaving the field commits, Escape keeps the
 * old name; the same or an empty name just ends the edit, a refused one stays with its reason.
 * While the rename runs the field is disabled (LOADING); the listing then shows the new name.
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
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter disables the field, whose blur then commits again: the ref sees the first at once.
  const committing = useRef(false);
  const commit = async () => {
    if (committing.current) return;
    const outcome = renameOutcome(name, item);
    if (outcome === null) return onEnd();
    if ('error' in outcome) return setError(outcome.error);
    committing.current = true;
    setSaving(true);
    try {
      await onRename(outcome.name);
    } catch {
      // The mutation's toast says why; the old name stays.
    }
    onEnd();
  };
  return (
    // The row and its listbox must not take the field's clicks and keys (Space, arrows, Enter).
    <div
      className={styles.renameField}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <TextField
        aria-label={`New name for ${item.name}`}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        isDisabled={saving}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        autoFocus
        onFocus={(event) => (event.target as HTMLInputElement).select()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
          if (event.key === 'Escape') onEnd();
        }}
        onBlur={() => void commit()}
      />
    </div>
  );
}
