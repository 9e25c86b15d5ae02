import type { Context, MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { DEFAULT_PROJECT_REF } from '../platform/index.js';

/**
 * Where a project's API is reached by name: `/project-api/{ref}` before a project-API path, so
 * `/project-api/{ref}/storage/v1` is a storage-js client's URL for that project, and the public
 * URLs `getPublicUrl` builds from it name the project. A key carries its project, but a public
 * URL carries no key: the project can only be in the URL, as the hosted platform's
 * `https://{ref}.supabase.co` has it in the host.
 */
export const PROJECT_PATH_PREFIX = '/project-api';

/** A ref as Atrium makes them (20 lowercase letters) or names them (`default`). */
const NAMED = /^\/project-api\/([a-z0-9_-]{1,63})(\/.*)$/;

/**
 * The S3 protocol is not reached by name: its access key names its project, and its routes
 * verify a signature made over the path the client sent.
 */
const NOT_NAMED = ['/storage/v1/s3'];

const isUnder = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The project `pathname` names and the project-API path after it, when it names one. */
export function projectPathOf(
  pathname: string,
  projectApiPrefixes: readonly string[],
): { ref: string; path: string } | undefined {
  const match = NAMED.exec(pathname);
  if (!match) return undefined;
  const [, ref, path] = match as unknown as [string, string, string];
  return isUnder(path, projectApiPrefixes) && !isUnder(path, NOT_NAMED) ? { ref, path } : undefined;
}

/**
 * The path the app routes by (Hono's `getPath`): a named project's project-API path without
 * `/project-api/{ref}`, so it reaches the same routes and middleware as with the key alone; any
 * other path as it is. The ref stays in the request's URL, where `namePathRef` reads it.
 */
export const routedPath =
  (projectApiPrefixes: readonly string[]) =>
  (request: Request): string => {
    const path = getPath(request);
    return projectPathOf(path, projectApiPrefixes)?.path ?? path;
  };

/**
 * Sets `pathRef` on the project API surface under `prefix` to the ref the request's path names,
 * read as `routedPath` read it, so the key check and the keyless routes hold to that project.
 */
export const namePathRef =
  (prefix: string): MiddlewareHandler =>
  async (c: Context, next) => {
    const named = projectPathOf(getPath(c.req.raw), [prefix]);
    if (named) c.set('pathRef', named.ref);
    await next();
  };

/**
 * The root of `ref`'s project API on this server: none for the default project, which a URL
 * without a ref means, else `/project-api/{ref}`; `/storage/v1` and the rest follow it.
 */
export const projectApiRoot = (ref: string) =>
  ref === DEFAULT_PROJECT_REF ? '' : `${PROJECT_PATH_PREFIX}/${ref}`;
