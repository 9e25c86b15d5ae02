import { Button, IconButton } from '@atrium/design-system';
import * as styles from '../FileExplorer.css.js';

/** 'N items selected' with Download, Delete and Move; the writes need storage write. */
export function SelectionBar({
  count,
  canWrite,
  onDownload,
  onDelete,
  onMove,
  onClear,
}: {
  count: number;
  canWrite: boolean;
  onDownload: () => void;
  onDelete: () => void;
  onMove: () => void;
  onClear: () => void;
}) {
  return (
    <div className={styles.selectionBar} role="toolbar" aria-label="Selected items">
      <IconButton
        variant="ghost"
        size="small"
        label="Clear selection"
        icon={<span aria-hidden>✕</span>}
        onPress={onClear}
      />
      <span>{`${count} item${count === 1 ? '' : 's'} selected`}</span>
      <Button variant="soft" size="small" onPress={onDownload}>
        Download
      </Button>
      <Button variant="soft" size="small" isDisabled={!canWrite} onPress={onDelete}>
        Delete
      </Button>
      <Button variant="soft" size="small" isDisabled={!canWrite} onPress={onMove}>
        Move
      </Button>
    </div>
  );
}
