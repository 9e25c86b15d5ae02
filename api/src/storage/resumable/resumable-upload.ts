import { ERRORS, type Upload } from '@tus/server';
import type { StorageCaller } from '../storage-caller.js';
import { storageErrors } from '../storage-error.js';
import { parseUserMetadata } from '../objects/user-metadata.js';

/** What a resumable upload becomes once its last byte arrives, read from its tus metadata. */
export interface ResumableUpload {
  readonly bucketId: string;
  readonly name: string;
  readonly mimeType: string;
  /** `max-age=N` from the client's seconds, else `no-cache`, as storage-api keeps it. */
  readonly cacheControl: string;
  readonly userMetadata: Record<string, unknown> | null;
  /** `upsert` when the creating request sent `x-upsert: true`. */
  readonly mode: 'create' | 'upsert';
}

/** The tus metadata an upload is created with: the client's keys and the server's own. */
type TusMetadata = Upload['metadata'];

/**
 * Keys the server writes into an upload's metadata at creation, replacing any a client sent: the
 * project and the caller it belongs to, and whether it replaces an object.
 */
const PROJECT_KEY = 'atriumProject';
const UPLOADER_KEY = 'atriumUploader';
const UPSERT_KEY = 'atriumUpsert';

/** The content type of an upload whose client named none. */
const DEFAULT_MIME_TYPE = 'application/octet-stream';

/**
 * Who made an upload: the key's role and the JWT's `sub`, so only they may go on with it; for
 * the dashboard's uploads also the member (`atrium_member`: only a JWT signed with the project's
 * secret, which can sign a `service_role` key anyway, could carry it), so one member cannot take
 * over another's.
 */
const uploaderOf = (caller: StorageCaller) => {
  const { sub, atrium_member: member } = caller.claims;
  const uploader = `${caller.role}:${typeof sub === 'string' ? sub : ''}`;
  return typeof member === 'string' ? `${uploader}:member:${member}` : uploader;
};

/**
 * The upload storage-js users describe in tus metadata (`bucketName`, `objectName`,
 * `contentType`, `cacheControl`, `metadata` as JSON), refused (400) when a name is missing or the
 * user metadata is not a JSON object.
 */
export function resumableUploadOf(metadata: TusMetadata, upsert: boolean): ResumableUpload {
  const bucketId = metadata?.bucketName;
  const name = metadata?.objectName;
  if (!bucketId) throw storageErrors.missingParameter('bucketName');
  if (!name) throw storageErrors.missingParameter('objectName');
  const seconds = metadata.cacheControl ?? '';
  return {
    bucketId,
    name,
    mimeType: metadata.contentType || DEFAULT_MIME_TYPE,
    cacheControl: /^\d+$/.test(seconds) ? `max-age=${seconds}` : 'no-cache',
    userMetadata: parseUserMetadata(metadata.metadata),
    mode: upsert ? 'upsert' : 'create',
  };
}

/** The upload's own description, as the server stored it at creation. */
export const storedUploadOf = (metadata: TusMetadata) =>
  resumableUploadOf(metadata, metadata?.[UPSERT_KEY] === 'true');

/** The metadata an upload is stored with: the client's, and whose it is. */
export const ownedMetadata = (
  metadata: TusMetadata,
  caller: StorageCaller,
  upload: ResumableUpload,
): NonNullable<TusMetadata> => ({
  ...metadata,
  [PROJECT_KEY]: caller.project.ref,
  [UPLOADER_KEY]: uploaderOf(caller),
  [UPSERT_KEY]: String(upload.mode === 'upsert'),
});

/**
 * Refuses a caller the upload does not belong to: another project's key finds no such upload
 * (404, as storage-api, whose upload ids are per tenant), another caller of the project is
 * refused (403).
 */
export function checkUploadOwner(upload: Upload, caller: StorageCaller): void {
  if (upload.metadata?.[PROJECT_KEY] !== caller.project.ref) throw ERRORS.FILE_NOT_FOUND;
  if (upload.metadata[UPLOADER_KEY] !== uploaderOf(caller)) {
    throw storageErrors.accessDenied('This upload was created by another user');
  }
}
