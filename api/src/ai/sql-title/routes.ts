import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import type { AiProvider } from '../provider-config.js';
import { suggestTitle } from './suggest-title.js';

/** Longest SQL named, in bytes, as for formatting: the parse and the provider's prompt stay small. */
export const MAX_TITLE_SQL_BYTES = 256 * 1024;

const titleBody = z.object({ sql: z.string().trim().min(1, 'sql must not be empty') });

/**
 * `/api/ai/sql/{ref}/title`: a title and description for a SQL snippet (the snippets' rename
 * suggestion). It reads nothing of the project, but it spends the deployment's AI key, so it is
 * scoped like the snippets it names: a member who may save content in that project
 * (`user_content:create`), never any signed-in user.
 */
export const sqlTitleRoutes = (provider: AiProvider | undefined) =>
  new Hono<AppEnv>().post(
    '/title',
    requires('user_content:create', 'content'),
    notAudited(),
    validate('json', titleBody),
    async (c) => {
      const { sql } = c.req.valid('json');
      if (Buffer.byteLength(sql) > MAX_TITLE_SQL_BYTES) {
        throw new ApiError(
          413,
          `SQL over ${MAX_TITLE_SQL_BYTES / 1024} KB is not named`,
          'sql_too_large',
        );
      }
      return c.json(await suggestTitle(sql, provider, c.req.raw.signal, c.get('log')));
    },
  );
