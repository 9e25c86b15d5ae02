import { putObject, type PutObjectResult } from '../objects/put-object.js';
import type { UploadBody } from '../objects/upload-body.js';
import { serviceCallerFor } from '../service-caller.js';
import type { StorageServices } from '../storage-services.js';
import type { UrlTokenClaims } from './url-token.js';

/**
 * An upload through a signed upload URL whose token verified: the storage policies were asked
 * when it was signed, so it runs as the project's `service_role` with the `sub` it was issued to
 * (the object's owner), as storage-api's does, and replaces an object only if signed to upsert.
 */
export async function uploadWithToken(
  services: StorageServices,
  claims: UrlTokenClaims,
  bucketId: string,
  name: string,
  body: UploadBody,
  signal: AbortSignal,
): Promise<PutObjectResult> {
  const project = await services.project(claims.ref);
  const caller = serviceCallerFor(project, {
    role: 'service_role',
    ...(claims.owner ? { sub: claims.owner } : {}),
  });
  return putObject(services, caller, bucketId, name, body.stream, {
    mimeType: body.mimeType,
    cacheControl: body.cacheControl,
    userMetadata: body.userMetadata,
    declaredSize: body.declaredSize,
    mode: claims.upsert ? 'upsert' : 'create',
    signal,
  });
}
