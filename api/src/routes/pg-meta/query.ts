import { Hono } from 'hono';
import { format } from 'sql-formatter';
import { z } from 'zod';
import { runQuery } from '../../db/run-query.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';

const queryBody = z.object({
  query: z.string().min(1, 'query must not be empty'),
  /** Run as this role, in a transaction, with these JWT claims (RLS previews, the grid's "view as"). */
  role: z.string().min(1).optional(),
  claims: z.record(z.string(), z.unknown()).optional(),
});

const formatBody = z.object({ query: z.string() });

/** Formats SQL for display; SQL the formatter cannot parse comes back as it was. */
export function formatSql(sql: string): string {
  try {
    return format(sql, { language: 'postgresql', tabWidth: 2, keywordCase: 'preserve' });
  } catch {
    return sql;
  }
}

/** `/platform/pg-meta/{ref}/query...`: SQL straight to the project's database. */
export const queryRoutes = () =>
  new Hono<AppEnv>()
    .post('/query', requires('sql:query', 'sql'), validate('json', queryBody), async (c) => {
      const { query, role, claims } = c.req.valid('json');
      const rows = await runQuery(c.get('project').pool, {
        sql: query,
        impersonate: role ? { role, claims } : undefined,
      });
      return c.json(rows);
    })
    .post('/query/format', requires('sql:query', 'sql'), validate('json', formatBody), (c) =>
      c.json({ result: formatSql(c.req.valid('json').query) }),
    );
