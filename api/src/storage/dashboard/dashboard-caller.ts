import type { Context } from 'hono';
import { ApiError } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { serviceCallerFor } from '../service-caller.js';
import type { StorageCaller } from '../storage-caller.js';
import { storageErrorOf } from '../storage-error.js';
import type { StorageServices } from '../storage-services.js';

/**
 * The caller a dashboard storage route acts as: the project `:ref`'s `service_role`, as the
 * hosted dashboard does through its service key, once the route's own declaration has checked
 * the signed-in member's storage admin grant on that project. Only the path's project is ever
 * reached, so a hosted project's buckets are reached only through its own ref.
 */
export async function dashboardCaller(
  c: Context<AppEnv>,
  services: StorageServices,
  /** Claims of Atrium's own beside the key's (the member a resumable upload belongs to). */
  claims: Readonly<Record<string, string>> = {},
): Promise<StorageCaller> {
  const ref = c.req.param('ref')!;
  const project = await services.project(ref);
  return serviceCallerFor(project, { ...claims, role: 'service_role', ref, iss: 'supabase' });
}

/**
 * Runs a dashboard storage route's work, answering storage-api's errors (404 bucket, 409, 413,
 * 503...) with their status and message in Atrium's error shape, `code` being storage-api's. The
 * answer keeps its type, so the typed client knows what each route answers.
 */
export async function dashboardAnswer<R extends Response>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    const known = storageErrorOf(error);
    if (!known) throw error;
    throw new ApiError(known.status as 400, known.message, known.code);
  }
}

/** The request's JSON body as an object; 400 for anything else. */
export async function jsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'The body must be a JSON object', 'invalid_request');
  }
  return body as Record<string, unknown>;
}
