import { Button, ProgressBar } from '@atrium/design-system';
import { percentOf } from './upload-outcome.js';
import type { UploadRow } from './use-uploads.js';
import * as styles from './UploadPanel.css.js';

const STATUS: Record<UploadRow['status'], string> = {
  uploading: '',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The batch's progress: overall to 2 decimals, each file's bar, and Cancel while it runs. */
export function UploadPanel({
  rows,
  isUploading,
  onCancel,
  onClose,
}: {
  rows: readonly UploadRow[];
  isUploading: boolean;
  onCancel: () => void;
  onClose: () => void;
}) {
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  const sent = rows.reduce((sum, row) => sum + row.sent, 0);
  const overall = percentOf(sent, total);
  return (
    <section className={styles.panel} aria-label="Uploads">
      <div className={styles.head}>
        <ProgressBar
          UNSAFE_className={styles.grow}
          label={`Uploading ${rows.length} file${rows.length === 1 ? '' : 's'}: ${overall}`}
          value={total === 0 ? 100 : (sent / total) * 100}
        />
        {isUploading ? (
          <Button variant="soft" size="small" onPress={onCancel}>
            Cancel
          </Button>
        ) : (
          <Button variant="ghost" size="small" onPress={onClose}>
            Close
          </Button>
        )}
      </div>
      <ul className={styles.files}>
        {rows.map((row) => (
          <li key={row.path} className={styles.file}>
            <ProgressBar
              UNSAFE_className={styles.grow}
              label={`${row.path} ${STATUS[row.status] || percentOf(row.sent, row.size)}`}
              value={row.size === 0 ? 100 : (row.sent / row.size) * 100}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
