import { Button, ErrorPanel, IconButton, Skeleton } from '@atrium/design-system';
import { usePreviewText, usePreviewUrl } from '../../data/objects-queries.js';
import { formatBytes } from '../model/format-bytes.js';
import type { StorageItem } from '../model/storage-item.js';
import { PREVIEW_URL_SECONDS, previewKind } from './preview-kind.js';
import * as styles from './PreviewPanel.css.js';

export interface PreviewPanelProps {
  readonly bucketId: string;
  readonly isPublic: boolean;
  readonly item: StorageItem;
  readonly canWrite: boolean;
  readonly onDownload: () => void;
  readonly onGetUrl: () => void;
  readonly onDelete: () => void;
  readonly onClose: () => void;
}

const dateOf = (value: string | null) => (value ? new Date(value).toLocaleString() : '-');

/**
 * The 450 px file preview (spec §2.8): the file shown by its type (image, audio, video, text and
 * JSON as text, PDF), 'File size is too large to preview in the explorer' above 10,000,000 bytes,
 * then its name, type, size and dates, with Download, Get URL and Delete file.
 */
export function PreviewPanel(props: PreviewPanelProps) {
  const { bucketId, isPublic, item } = props;
  const kind = item.isCorrupted ? undefined : previewKind(item.mimetype, item.size);
  const needsUrl = kind === 'image' || kind === 'audio' || kind === 'video' || kind === 'pdf';
  const url = usePreviewUrl(bucketId, needsUrl ? item.path : null, isPublic, PREVIEW_URL_SECONDS);
  const text = usePreviewText(bucketId, kind === 'text' ? item.path : null);

  const preview = (() => {
    if (item.isCorrupted) return <p>File is corrupted, please delete and reupload again.</p>;
    if (kind === 'skipped') return <p>File size is too large to preview in the explorer</p>;
    if (kind === 'text') {
      if (text.error)
        return <ErrorPanel title="Failed to fetch file preview" message={text.error.message} />;
      if (text.data === undefined) return <Skeleton count={3} label="Loading preview" />;
      return <pre className={styles.text}>{text.data}</pre>;
    }
    if (!needsUrl) return null;
    if (url.error) {
      const title = isPublic
        ? 'Failed to fetch public file preview'
        : 'Failed to fetch signed url preview';
      return <ErrorPanel title={title} message={url.error.message} />;
    }
    if (url.data === undefined) return <Skeleton count={1} label="Loading preview" />;
    if (kind === 'image') return <img className={styles.media} src={url.data} alt={item.name} />;
    if (kind === 'audio') return <audio controls src={url.data} aria-label={item.name} />;
    if (kind === 'video')
      return <video className={styles.media} controls src={url.data} aria-label={item.name} />;
    return <iframe className={styles.media} src={url.data} title={item.name} />;
  })();

  return (
    <aside className={styles.panel} aria-label="File preview">
      <IconButton
        variant="ghost"
        size="small"
        label="Close preview"
        icon={<span aria-hidden>✕</span>}
        onPress={props.onClose}
      />
      {preview}
      <h2 style={{ margin: 0, wordBreak: 'break-all' }}>{item.name}</h2>
      <dl className={styles.facts}>
        <dt>Type</dt>
        <dd>{item.mimetype ?? '-'}</dd>
        <dt>Size</dt>
        <dd>{item.size === null ? '-' : formatBytes(item.size)}</dd>
        <dt>Added on</dt>
        <dd>{dateOf(item.createdAt)}</dd>
        <dt>Last modified</dt>
        <dd>{dateOf(item.updatedAt)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="soft"
          size="small"
          isDisabled={item.isCorrupted}
          onPress={props.onDownload}
        >
          Download
        </Button>
        <Button variant="soft" size="small" isDisabled={item.isCorrupted} onPress={props.onGetUrl}>
          Get URL
        </Button>
        <Button variant="soft" size="small" isDisabled={!props.canWrite} onPress={props.onDelete}>
          Delete file
        </Button>
      </div>
    </aside>
  );
}
