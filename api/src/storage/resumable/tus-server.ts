import { randomBytes } from 'node:crypto';
import type { FileStore } from '@tus/file-store';
import { Server, type Locker, type Upload } from '@tus/server';
import { findBucket, limitsOf } from '../buckets/sql.js';
import { checkUpload, putObject } from '../objects/put-object.js';
import type { StorageCaller } from '../storage-caller.js';
import { storageErrorOf } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { uploadLimitOf } from '../upload-limits.js';
import { UPLOAD_ID } from './upload-parts.js';
import {
  checkUploadOwner,
  ownedMetadata,
  resumableUploadOf,
  storedUploadOf,
  type ResumableUpload,
} from './resumable-upload.js';

/** Where tus clients create uploads; each upload's URL is this and its id. */
export const RESUMABLE_UPLOAD_PATH = '/storage/v1/upload/resumable';

/** What every request's tus server shares: the unfinished parts and the locks on them. */
export interface UploadParts {
  readonly store: FileStore;
  readonly locker: Locker;
}

/**
 * A tus server for one request of `caller`, its hooks bound to them (the store and locks are
 * shared): creating checks the bucket's and project's limits (413 `Maximum size exceeded` for a
 * declared length past them, as storage-api) and then the names, type and policies
 * (`checkUpload`) before any byte is taken; every later request must come from the project and
 * caller that created the upload; the last byte commits the object through `putObject`, whose
 * policies are checked again as the row is written, and the parts are removed whether that
 * succeeds or not, so a failed commit leaves neither row nor bytes.
 */
export function tusServerFor(
  services: StorageServices,
  parts: UploadParts,
  caller: StorageCaller,
  upsert: boolean,
  /**
   * Where this request's uploads live, as the client reached them: `/storage/v1/upload/resumable`
   * under the project API's root it came through, or the dashboard's own route.
   */
  uploadsPath: string,
): Server {
  /** The upload this request is about, once known: from the creating request or the store. */
  let upload: ResumableUpload | undefined;
  /** Its length, when declared before this request: checked then, and tus caps bodies to it. */
  let declaredLength: number | undefined;
  return new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: parts.store,
    locker: parts.locker,
    disableTerminationForFinishedUploads: true,
    // An upload's URL is under the path its creation came through, so a client of a hosted
    // project's own URL resumes there, not at the default project's `/storage/v1`, and the
    // dashboard's uploads stay on the dashboard's route.
    generateUrl: (_req, { proto, host, id }) => `${proto}://${host}${uploadsPath}/${id}`,
    namingFunction: (_req, metadata) => {
      upload = resumableUploadOf(metadata, upsert);
      return randomBytes(16).toString('hex');
    },
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined,
    onIncomingRequest: async (req, id) => {
      if (req.method === 'POST') return;
      const stored = await parts.store.getUpload(id);
      checkUploadOwner(stored, caller);
      upload = storedUploadOf(stored.metadata);
      declaredLength = stored.size;
    },
    // 0 is no limit: a length declared earlier was checked at creation, and the commit checks
    // the limits again; only a creation or a deferred length asks the bucket.
    maxSize: async () => {
      if (!upload || declaredLength !== undefined) return 0;
      const bucket = await findBucket(caller.project.pool, upload.bucketId);
      return uploadLimitOf(limitsOf(bucket), await services.uploadLimit(caller.project));
    },
    onUploadCreate: async (_req, created) => {
      const described = resumableUploadOf(created.metadata, upsert);
      await checkUpload(services, caller, described.bucketId, described.name, {
        mimeType: described.mimeType,
        declaredSize: created.size,
        mode: described.mode,
        userMetadata: described.userMetadata,
      });
      return { metadata: ownedMetadata(created.metadata, caller, described) };
    },
    onUploadFinish: async (_req, finished) => {
      await commit(services, parts, caller, finished);
      return {};
    },
    onResponseError: (_req, error) => {
      const known = storageErrorOf(error);
      if (known) return { status_code: known.status, body: known.message };
      // tus's own refusals are plain objects and keep their answer; a thrown Error is a fault.
      if (!(error instanceof Error)) return undefined;
      services.log.error({ err: error }, 'storage: a resumable upload failed');
      return { status_code: 500, body: 'Internal Server Error' };
    },
  });
}

/**
 * The tus server's answer to `request`, without its CORS headers: the project API surface
 * answers CORS itself, and the dashboard's routes answer none.
 */
export async function answerTus(server: Server, request: Request): Promise<Response> {
  const answer = await server.handleWeb(request);
  const headers = new Headers(answer.headers);
  for (const name of [...headers.keys()]) {
    if (name.startsWith('access-control-')) headers.delete(name);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/** Stores the finished upload's bytes as its object, then removes its parts either way. */
async function commit(
  services: StorageServices,
  parts: UploadParts,
  caller: StorageCaller,
  finished: Upload,
): Promise<void> {
  const upload = storedUploadOf(finished.metadata);
  const bytes = parts.store.read(finished.id);
  try {
    await putObject(services, caller, upload.bucketId, upload.name, bytes, {
      mimeType: upload.mimeType,
      cacheControl: upload.cacheControl,
      userMetadata: upload.userMetadata,
      declaredSize: finished.size,
      mode: upload.mode,
    });
  } finally {
    bytes.destroy();
    await parts.store.remove(finished.id).catch((error: unknown) => {
      services.log.warn({ err: error, upload: finished.id }, 'storage: upload parts not removed');
    });
  }
}
