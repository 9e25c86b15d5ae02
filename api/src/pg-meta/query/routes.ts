import { Hono } from 'hono';
import { z } from 'zod';
import type { AnswerLimits } from '../../db/capped-query.js';
import { ApiError } from '../../http/api-error.js';
import { audited, noteAudit, notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { sqlKinds } from '../../sql/statement-kinds.js';
import { projectDb } from '../shared/project-db.js';
import { formatSql, MAX_FORMAT_BYTES } from './format-sql.js';
import { CUT_HEADERS, cutHeaders, nodeResponse } from './query-cut.js';
import { sqlRunNote } from './sql-run-note.js';

const queryBody = z.object({
  query: z.string().min(1, 'query must not be empty'),
  /** Run as this role, in a transaction, with these JWT claims (RLS previews, the grid's "view as"). */
  role: z.string().min(1).optional(),
  claims: z.record(z.string(), z.unknown()).optional(),
});

const formatBody = z.object({ query: z.string() });

/** `/platform/pg-meta/{ref}/query...`: SQL straight to the project's database. */
export const queryRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/query',
      requires('sql:query', 'sql'),
      audited('sql.run'),
      validate('json', queryBody),
      async (c) => {
        const { query, role, claims } = c.req.valid('json');
        // Before it runs, so a failed run is told apart too: a text of reads leaves no entry.
        noteAudit(c, sqlRunNote(await sqlKinds(query)));
        const project = c.get('project');
        const limits: AnswerLimits = { rows: project.queryRowLimit, bytes: project.queryByteLimit };
        const answer = await projectDb(c).runSql({
          sql: query,
          impersonate: role ? { role, claims } : undefined,
          limits,
        });
        c.header('Content-Type', 'application/json');
        if (!answer.streamed) {
          for (const [name, value] of cutHeaders(answer.cut, limits)) c.header(name, value);
          return c.body(answer.body);
        }
        // The headers are gone before the cut is known: it comes in trailers (chunked encoding).
        const outgoing = nodeResponse(c.env);
        if (outgoing) {
          c.header('Transfer-Encoding', 'chunked');
          c.header('Trailer', CUT_HEADERS.join(', '));
          answer.beforeEnd((cut) => outgoing.addTrailers(cutHeaders(cut, limits)));
        }
        const log = c.get('log');
        const signal = c.req.raw.signal;
        // The request's own log line went out with the headers (200): how the body ended is logged here.
        answer.finished.catch((error: unknown) => {
          if (signal.aborted)
            log.info('the client left while its answer streamed; statement cancelled');
          else log.warn({ err: error }, 'query failed while its answer streamed; body broken off');
        });
        return c.body(answer.body);
      },
    )
    .post(
      '/query/format',
      requires('sql:query', 'sql'),
      notAudited(),
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
