import { Hono } from 'hono';
import { z } from 'zod';
import { can } from '@atrium/common/permissions';
import { ApiError, badRequest } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { grantsOn, requires, routeTarget } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { parseRaw } from '../../sql/parse-off-loop.js';
import { sqlKinds } from '../../sql/statement-kinds.js';
import { projectDb } from '../shared/project-db.js';
import {
  explainInRollback,
  explainStatement,
  inMembersStatement,
  type ExplainOptions,
} from './explain-sql.js';
import { READ_ONLY_RUN, refuseReadOnlyEscapes } from './read-only-run.js';
import { sqlRunNote } from './sql-run-note.js';

const explainBody = z.object({
  /** One statement: the one under the editor's cursor, or the selection. */
  query: z.string().min(1, 'query must not be empty'),
  /** Run it (`EXPLAIN ANALYZE, BUFFERS`), in a transaction that is rolled back. */
  analyze: z.boolean().optional(),
  /** Explain as this role, with these JWT claims, as `/query/results` runs. */
  role: z.string().min(1).optional(),
  claims: z.record(z.string(), z.unknown()).optional(),
  /** The user confirmed analyzing a statement that may write (rolled back, but it runs). */
  write_confirmed: z.boolean().optional(),
});

/**
 * Refuses (400 `explain_one_statement`) a text that does not make exactly one EXPLAIN once put
 * after the prefix, as Postgres's parser reads it. A text it cannot parse is sent on (false):
 * Postgres then answers its syntax error, with the position the editor marks, and runs nothing.
 */
async function refuseOtherThanOneStatement(sent: string): Promise<boolean> {
  const statements = await parseRaw(sent);
  if (!statements) return false;
  const [only, ...more] = statements;
  if (only?.stmt && 'ExplainStmt' in only.stmt && more.length === 0) return true;
  throw badRequest(
    'EXPLAIN takes one statement: put the cursor in it, or select it.',
    'explain_one_statement',
  );
}

/**
 * `/platform/pg-meta/{ref}/query/explain`: the SQL editor's plan of one statement, as EXPLAIN's
 * JSON. The statement runs (with `analyze`) under the same rules as a run of `/query/results`: as
 * the chosen role, or a Read-only member's read role in a read-only transaction, where Postgres
 * refuses a write. Analyzing a statement that may write runs only once confirmed (428
 * `analyze_write`, the parser's verdict), and its transaction is rolled back whatever happens.
 */
export const queryExplainRoutes = () =>
  new Hono<AppEnv>().post(
    '/query/explain',
    requires('sql:admin:read', 'sql'),
    audited('sql.run'),
    validate('json', explainBody),
    async (c) => {
      const { query, analyze = false, role, claims, write_confirmed } = c.req.valid('json');
      const options: ExplainOptions = { analyze };
      const kinds = await sqlKinds(query);
      // A plain EXPLAIN runs nothing; an analyzed statement is recorded as a run would be.
      noteAudit(c, analyze ? sqlRunNote(kinds) : { action: null });
      const sent = explainStatement(query, options);
      const parsed = await refuseOtherThanOneStatement(sent);
      const writes = can(await grantsOn(c, routeTarget(c)), 'sql:query', 'sql');
      if (!writes) await refuseReadOnlyEscapes(query);
      else if (analyze && parsed && !write_confirmed && !kinds?.onlyReads) {
        throw new ApiError(
          428,
          'EXPLAIN ANALYZE runs this statement, which may write: its changes are rolled back.',
          'analyze_write',
        );
      }
      const as = !writes ? READ_ONLY_RUN : role ? { role, claims } : undefined;
      const plan = await explainInRollback(projectDb(c), sent, as).catch((error: unknown) => {
        throw inMembersStatement(error, options);
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ plan, analyzed: analyze });
    },
  );
