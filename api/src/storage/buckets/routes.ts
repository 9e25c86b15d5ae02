import { Hono, type Context } from 'hono';
import { audited } from '../../module/index.js';
import { runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { checkBucketName } from '../object-names.js';
import { callerOf, ownerOf } from '../storage-caller.js';
import { answering, isUniqueViolation, storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';
import { parseAllowedMimeTypes, parseFileSizeLimit } from '../upload-limits.js';
import { emptyBucket } from './empty-bucket.js';
import {
  bucketAnswer,
  deleteBucket,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  type BucketChange,
} from './sql.js';

const jsonBody = async (c: Context): Promise<Record<string, unknown>> => {
  const body: unknown = await c.req.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
};

/** SQLSTATE of a foreign-key violation: a bucket that still holds objects. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The bucket routes storage-js calls, at `/storage/v1/bucket`, as the caller so the policies on
 * `storage.buckets` (and, to empty one, on `storage.objects`) decide; `service_role` bypasses
 * them. Emptying removes rows and bytes together: the rows in one transaction that records
 * their bytes for removal, the bytes after it (and at the next start after a crash).
 */
export function bucketRoutes(services: StorageServices) {
  return new Hono<ProjectApiEnv>()
    .get('/bucket', runsAsCaller(), (c) =>
      answering(c, async () => {
        const rows = await callerOf(c).run(listBuckets);
        return c.json(rows.map(bucketAnswer));
      }),
    )
    .get('/bucket/:id', runsAsCaller(), (c) =>
      answering(c, async () => {
        const id = checkBucketName(c.req.param('id'));
        return c.json(bucketAnswer(await callerOf(c).run((client) => findBucket(client, id))));
      }),
    )
    .post('/bucket', runsAsCaller(), audited('bucket.created'), (c) =>
      answering(c, async () => {
        const body = await jsonBody(c);
        const id = checkBucketName(body.id ?? body.name);
        const caller = callerOf(c);
        const { owner, ownerId } = ownerOf(caller);
        const bucket = {
          id,
          name: typeof body.name === 'string' ? checkBucketName(body.name) : id,
          owner,
          ownerId,
          public: body.public === true,
          fileSizeLimit: parseFileSizeLimit(body.file_size_limit),
          allowedMimeTypes: parseAllowedMimeTypes(body.allowed_mime_types),
        };
        await caller
          .run((client) => insertBucket(client, bucket))
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? storageErrors.bucketAlreadyExists() : error;
          });
        return c.json({ name: id });
      }),
    )
    .put('/bucket/:id', runsAsCaller(), audited('bucket.updated'), (c) =>
      answering(c, async () => {
        const id = checkBucketName(c.req.param('id'));
        const body = await jsonBody(c);
        const change: BucketChange = {
          ...(typeof body.public === 'boolean' ? { public: body.public } : {}),
          ...('file_size_limit' in body
            ? { fileSizeLimit: parseFileSizeLimit(body.file_size_limit) }
            : {}),
          ...('allowed_mime_types' in body
            ? { allowedMimeTypes: parseAllowedMimeTypes(body.allowed_mime_types) }
            : {}),
        };
        const updated = await callerOf(c).run((client) => updateBucket(client, id, change));
        if (!updated) throw storageErrors.noSuchBucket();
        return c.json({ message: 'Successfully updated' });
      }),
    )
    .post('/bucket/:id/empty', runsAsCaller(), audited('bucket.emptied'), (c) =>
      answering(c, async () => {
        const id = checkBucketName(c.req.param('id'));
        await emptyBucket(services, callerOf(c), id);
        return c.json({ message: 'Successfully emptied' });
      }),
    )
    .delete('/bucket/:id', runsAsCaller(), audited('bucket.deleted'), (c) =>
      answering(c, async () => {
        const id = checkBucketName(c.req.param('id'));
        await callerOf(c).run(async (client) => {
          await findBucket(client, id);
          const deleted = await deleteBucket(client, id).catch((error: { code?: string }) => {
            throw error.code === FOREIGN_KEY_VIOLATION ? storageErrors.bucketNotEmpty() : error;
          });
          if (!deleted) throw storageErrors.noSuchBucket();
        });
        return c.json({ message: 'Successfully deleted' });
      }),
    );
}
