import { Hono } from 'hono';
import { z } from 'zod';
import { runQuery } from '../../db/run-query.js';
import { ApiError } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { formatSql, MAX_FORMAT_BYTES } from './format-sql.js';

const queryBody = z.object({
  query: z.string().min(1, 'query must not be empty'),
  /** Run as this role, in a transaction, with these JWT claims (RLS previews, the grid's "view as"). */
  role: z.string().min(1).optional(),
  claims: z.record(z.string(), z.unknown()).optional(),
});

const formatBody = z.object({ query: z.string() });

/** Set when `/query` answered only the first rows; the body stays a plain JSON array of rows. */
export const ROWS_TRUNCATED_HEADER = 'X-Atrium-Rows-Truncated';
export const ROW_LIMIT_HEADER = 'X-Atrium-Row-Limit';

/** `/platform/pg-meta/{ref}/query...`: SQL straight to the project's database. */
export const queryRoutes = () =>
  new Hono<AppEnv>()
    .post('/query', requires('sql:query', 'sql'), validate('json', queryBody), async (c) => {
      const { query, role, claims } = c.req.valid('json');
      const project = c.get('project');
      const { rows, truncated } = await runQuery(project.pool, {
        sql: query,
        impersonate: role ? { role, claims } : undefined,
        rowLimit: project.queryRowLimit,
        signal: c.req.raw.signal,
      });
      if (truncated) {
        c.header(ROWS_TRUNCATED_HEADER, 'true');
        c.header(ROW_LIMIT_HEADER, String(project.queryRowLimit));
      }
      return c.json(rows);
    })
    .post(
      '/query/format',
      requires('sql:query', 'sql'),
      validate('json', formatBody),
      async (c) => {
        const { query } = c.req.valid('json');
        if (Buffer.byteLength(query) > MAX_FORMAT_BYTES) {
          throw new ApiError(
            413,
            `SQL over ${MAX_FORMAT_BYTES / 1024} KB is not formatted; format it in parts.`,
            'sql_too_large',
          );
        }
        return c.json({ result: await formatSql(query) });
      },
    );
