import { hc } from 'hono/client';
import type { ApiRoutes } from './app.js';

/** A typed client for the Atrium API; `baseUrl` is the server origin ('' in the browser). */
export const createApiClient = (baseUrl: string, options?: Parameters<typeof hc>[1]) =>
  hc<ApiRoutes>(baseUrl, options);

export type ApiClient = ReturnType<typeof createApiClient>;
export type { ApiRoutes };
export type { ErrorBody } from './http/api-error.js';
