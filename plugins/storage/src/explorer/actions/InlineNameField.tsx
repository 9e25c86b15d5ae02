import { TextField } from '@atrium/design-system';
import { useRef, useState } from 'react';

/** What committing a typed name comes to: nothing to do, a refusal with its reason, or a name. */
export type NameCheck =
  { readonly end: true } | { readonly error: string } | { readonly name: string };

export interface InlineNameFieldProps {
  readonly label: string;
  readonly initial: string;
  readonly className: string;
  readonly check: (typed: string) => NameCheck;
  readonly commit: (name: string) => Promise<unknown>;
  /** Escape, nothing to commit, or a commit done (its row shows the result). */
  readonly onEnd: () => void;
  /** After a failed commit (whose toast says why): end the edit, or keep the field to try again. */
  readonly onFailure: 'end' | 'retry';
}

/**
 * A name typed in place of a row's (a rename, a new folder): Enter or leaving the field commits,
 * Escape ends; a refused name stays in the field with its reason, and while the commit runs the
 * field is disabled.
 */
export function InlineNameField({
  label,
  initial,
  className,
  check,
  commit,
  onEnd,
  onFailure,
}: InlineNameFieldProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter disables the field, whose blur then commits again: the ref sees the first at once.
  const committing = useRef(false);
  const submit = async () => {
    if (committing.current) return;
    const checked = check(name);
    if ('end' in checked) return onEnd();
    if ('error' in checked) return setError(checked.error);
    committing.current = true;
    setSaving(true);
    try {
      await commit(checked.name);
    } catch {
      if (onFailure === 'retry') {
        committing.current = false;
        return setSaving(false);
      }
    }
    onEnd();
  };
  return (
    // The row and its listbox must not take the field's clicks and keys (Space, arrows, Enter).
    <div
      className={className}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <TextField
        aria-label={label}
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
          if (event.key === 'Escape') onEnd();
        }}
        onBlur={() => void submit()}
      />
    </div>
  );
}
