import {
  createApiClient,
  createPgMetaClient,
  createStorageAdminClient,
  type ApiClient,
  type PgMetaClient,
  type StorageAdminClient,
} from '@atrium/api/client';

/** What every area's client is made with: the signed-in `fetch` of the web app. */
export interface AreaClientOptions {
  readonly fetch: typeof globalThis.fetch;
}

/**
 * One HTTP API of a project (metadata today; storage admin, content, analytics, backups or a
 * plugin's own server part tomorrow): how to make its typed `hc` client for one project. Core
 * makes each area's client once per project, so adding an area changes nothing in core.
 */
export interface ApiArea<Client> {
  /** Named in errors. */
  readonly name: string;
  /** The typed client of project `ref`, rooted where the area's routes are mounted. */
  connect(origin: string, ref: string, options: AreaClientOptions): Client;
}

/** Declares an API area: `defineApiArea({ name: 'storage', connect: (o, ref, opts) => hc<R>(...) })`. */
export const defineApiArea = <Client>(area: ApiArea<Client>): ApiArea<Client> =>
  Object.freeze({ ...area });

/** The project's metadata API (`/platform/pg-meta/{ref}`), one typed client per resource group. */
export const metadataApi: ApiArea<PgMetaClient> = defineApiArea({
  name: 'metadata',
  connect: (origin, ref, options) => createPgMetaClient(origin, ref, options),
});

/**
 * The whole API's typed client at `origin`, for a plugin's area rooted in the platform routes
 * (plugins may not import `@atrium/api/client`):
 * `connect: (origin, ref, options) => platformClient(origin, options).platform.storage[':ref']`.
 */
export const platformClient = (origin: string, options: AreaClientOptions): ApiClient =>
  createApiClient(origin, options);

/**
 * The storage module's dashboard routes' typed client at `origin` (buckets, objects and the
 * storage settings, which the module mounts under `/platform` itself), for the storage area.
 */
export const storageAdminClient = (
  origin: string,
  options: AreaClientOptions,
): StorageAdminClient => createStorageAdminClient(origin, options);
