import { TextField } from '@atrium/design-system';
import { useRef, useState } from 'react';
import { newFolderError } from './action-rules.js';
import * as styles from '../FileExplorer.css.js';

/**
 * The placeholder row a new folder starts as, at the top of its column, named 'Untitled folder'
 * and in edit: Enter or leaving the field names it (an empty name removes the row), Escape
 * removes it; a name the rules refuse stays in the field with the reason.
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
  const [name, setName] = useState('Untitled folder');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter disables the field, whose blur then submits again: the ref sees the first at once.
  const submitting = useRef(false);
  const submit = async () => {
    if (submitting.current) return;
    const trimmed = name.trim();
    if (trimmed === '') return onCancel();
    const refused = newFolderError(trimmed, taken);
    setError(refused);
    if (refused) return;
    submitting.current = true;
    setSaving(true);
    try {
      await onCreate(trimmed);
    } catch {
      submitting.current = false;
      setSaving(false);
    }
  };
  return (
    <div className={styles.newFolder}>
      <TextField
        aria-label="New folder name"
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
          if (event.key === 'Enter') void submit();
          if (event.key === 'Escape') onCancel();
        }}
        onBlur={() => void submit()}
      />
    </div>
  );
}
