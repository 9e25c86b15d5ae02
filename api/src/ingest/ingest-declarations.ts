import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type pg from 'pg';
import { ApiError } from '../http/api-error.js';
import type { IngestEnv } from './ingest-env.js';
import { projectOfWarehouseToken } from './warehouse-tokens/store.js';

/** Marks an ingest route's declaration, read at mount (deny by default). */
export const INGEST_DECLARATION = Symbol.for('atrium.ingest-declaration');

/** The closed set of ingest declarations. */
export type IngestDeclaration = 'requiresWarehouseToken';

/** An ingest route's check, carrying its declaration. */
export type IngestDeclared = MiddlewareHandler<IngestEnv> & {
  [INGEST_DECLARATION]: IngestDeclaration;
};

const BEARER = /^Bearer (\S+)$/i;

const unauthorized = () =>
  new ApiError(
    401,
    "A warehouse access token of this project is required: 'Authorization: Bearer atr_wh_...'",
    'invalid_warehouse_token',
  );

/**
 * The caller MUST send `Authorization: Bearer <warehouse access token>` of the project the
 * route's `:ref` names; anything else (no token, another project's, a revoked one) is 401 before
 * the body is read. The handler gets the project's id as `ingestProjectId`.
 */
export const requiresWarehouseToken = (platform: pg.Pool) =>
  Object.assign(
    createMiddleware<IngestEnv>(async (c, next) => {
      const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
      const ref = c.req.param('ref');
      if (!token || !ref) throw unauthorized();
      const projectId = await projectOfWarehouseToken(platform, ref, token);
      if (!projectId) throw unauthorized();
      c.set('ingestProjectId', projectId);
      await next();
    }),
    { [INGEST_DECLARATION]: 'requiresWarehouseToken' as const },
  ) as IngestDeclared;

/** The declaration a route handler carries, if any. */
export const ingestDeclarationOf = (handler: unknown): IngestDeclaration | undefined =>
  (handler as Partial<IngestDeclared> | undefined)?.[INGEST_DECLARATION];
