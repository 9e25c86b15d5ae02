import { Skeleton } from '@atrium/design-system';
import { useStorageConfig } from '../data/storage-config-queries.js';
import * as css from './StorageSettings.css.js';

const DESCRIPTION = {
  file: 'The file system of the Atrium server, under its state folder.',
  s3: 'An S3-compatible object store, set by ATRIUM_STORAGE_BACKEND.',
} as const;

/** Which byte store holds the files' bytes (the deployment's choice, not the project's). */
export function ByteStore() {
  const { data } = useStorageConfig();
  if (!data) return <Skeleton count={1} label="Loading the byte store" />;
  return <p className={css.hint}>{DESCRIPTION[data.backend]}</p>;
}
