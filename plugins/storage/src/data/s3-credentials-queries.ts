import { useProjectQuery } from '@atrium/core/plugin-api';
import { s3CredentialKeys } from './keys.js';
import { storageApi } from './storage-api.js';

/** The project's S3 access keys: description, access key id and date, never a secret. */
export function useS3Credentials() {
  return useProjectQuery(s3CredentialKeys.list(), (_pgMeta, clientOf) =>
    clientOf(storageApi).credentials.list(),
  );
}
