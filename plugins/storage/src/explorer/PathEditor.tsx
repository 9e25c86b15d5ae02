import { Button, TextField } from '@atrium/design-system';
import { useState, type FormEvent } from 'react';
import * as styles from './FileExplorer.css.js';

/**
 * The breadcrumbs' stand-in while the user types a folder path (spec §2.8): 'Go to folder' or
 * Enter goes there, Escape goes back to the breadcrumbs.
 */
export function PathEditor({
  initial,
  onGo,
  onCancel,
}: {
  initial: string;
  onGo: (path: string) => void;
  onCancel: () => void;
}) {
  const [path, setPath] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGo(path);
  };
  return (
    <form className={styles.pathEditor} onSubmit={submit}>
      <TextField
        aria-label="Folder path"
        placeholder="e.g Parent Folder/Child Folder"
        value={path}
        onChange={setPath}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <Button type="submit" variant="soft" size="small">
        Go to folder
      </Button>
    </form>
  );
}
