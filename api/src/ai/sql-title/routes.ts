import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../../db/queryable.js';
import { ApiError, forbidden } from '../../http/api-error.js';
import { notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires, requiresSignedIn } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { validate } from '../../http/validate.js';
import { mayAnywhere } from '../../permissions/index.js';
import type { AiProvider } from '../provider-config.js';
import { suggestTitle } from './suggest-title.js';

/** Longest SQL named, in bytes, as for formatting: the parse and the provider's prompt stay small. */
export const MAX_TITLE_SQL_BYTES = 256 * 1024;

const titleBody = z.object({ sql: z.string().trim().min(1, 'sql must not be empty') });

/** Names a snippet's SQL, as both routes answer: `{ title, description }`. */
async function answerTitle(c: Context<AppEnv>, sql: string, provider: AiProvider | undefined) {
  if (Buffer.byteLength(sql) > MAX_TITLE_SQL_BYTES) {
    throw new ApiError(
      413,
      `SQL over ${MAX_TITLE_SQL_BYTES / 1024} KB is not named`,
      'sql_too_large',
    );
  }
  return c.json(await suggestTitle(sql, provider, c.req.raw.signal, c.get('log')));
}

/**
 * `/api/ai/sql/{ref}/title`: a title and description for a SQL snippet (the snippets' rename
 * suggestion), as the SQL editor asks it. It reads nothing of the project, but it spends the
 * deployment's AI key, so it is scoped like the snippets it names: a member who may save content
 * in that project (`user_content:create`), never any signed-in user.
 */
export const sqlTitleRoutes = (provider: AiProvider | undefined) =>
  new Hono<AppEnv>().post(
    '/title',
    requires('user_content:create', 'content'),
    notAudited(),
    validate('json', titleBody),
    (c) => answerTitle(c, c.req.valid('json').sql, provider),
  );

/**
 * `/api/ai/sql/title`, the spec's path, with no project: the same answer, for a signed-in user who
 * may save content in some project of theirs (a Developer or above somewhere); anyone else, a
 * Read-only member included, gets 403, as on the project's path.
 */
export const sqlTitleAnyProjectRoutes = (platform: Queryable, provider: AiProvider | undefined) =>
  new Hono<AppEnv>().post(
    '/title',
    requiresSignedIn(),
    notAudited(),
    // Refused before the body is read, as `requires()` refuses on the project's path.
    async (c, next) => {
      if (!(await mayAnywhere(platform, currentPrincipal(c), 'user_content:create', 'content'))) {
        throw forbidden(
          'You need additional permissions to save SQL snippets in any project',
          'insufficient_permissions',
        );
      }
      await next();
    },
    validate('json', titleBody),
    (c) => answerTitle(c, c.req.valid('json').sql, provider),
  );
