import { Hono } from 'hono';
import { z } from 'zod';
import { notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { parseQuery } from './parse-query.js';

const parseBody = z.object({ query: z.string() });

/** `/platform/pg-meta/{ref}/query/parse`: the parse tree of SQL, which is never run. */
export const parseRoutes = () =>
  new Hono<AppEnv>().post(
    '/',
    requires('sql:admin:read', 'queries'),
    notAudited(),
    validate('json', parseBody),
    async (c) => c.json(await parseQuery(c.req.valid('json').query)),
  );
