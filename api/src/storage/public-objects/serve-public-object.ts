import type { Context } from 'hono';
import type { Project } from '../../projects/index.js';
import { findBucket } from '../buckets/sql.js';
import { serveObject } from '../objects/serve-object.js';
import { findObject } from '../objects/sql.js';
import { storageErrors } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/** The object's bytes when its bucket is public (read as the project's own role); 404 otherwise. */
export async function servePublicObject(
  c: Context,
  services: StorageServices,
  project: Project,
  bucketId: string,
  name: string,
): Promise<Response> {
  const bucket = await findBucket(project.pool, bucketId);
  if (!bucket.public) throw storageErrors.noSuchBucket();
  const row = await findObject(project.pool, bucketId, name);
  return serveObject(c, services, project.ref, row);
}
