import { readJson, useProjectMutation } from '@atrium/core/plugin-api';
import { s3Credentials } from './keys.js';
import { storageApi } from './storage-api.js';

/** Creates an S3 access key; the answer holds its secret, which is never shown again. */
export function useCreateS3Credential() {
  return useProjectMutation(
    (description: string, _pgMeta, clientOf) =>
      clientOf(storageApi).credentials.create(description),
    { invalidates: [s3Credentials], errorToast: 'Failed to create access key' },
  );
}

/** Revokes an S3 access key: clients signing with it are refused from then on. */
export function useRevokeS3Credential() {
  return useProjectMutation(
    async (id: string, _pgMeta, clientOf) => {
      const answer = await clientOf(storageApi).credentials.revoke(id);
      // 204 has no body to read; anything else is the API's error, thrown with its message.
      if (answer.status !== 204) await readJson(answer);
    },
    {
      invalidates: [s3Credentials],
      errorToast: 'Failed to revoke access key',
      successToast: 'Successfully revoked access key',
    },
  );
}
