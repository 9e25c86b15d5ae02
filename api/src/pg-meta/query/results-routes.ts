import { Hono } from 'hono';
import { z } from 'zod';
import { SCRIPT_MEDIA_TYPE } from '@atrium/common/sql-script';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { can } from '@atrium/common/permissions';
import { grantsOn, requires, routeTarget } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { sqlKinds } from '../../sql/statement-kinds.js';
import { refuseUnconfirmedDestruction } from './destructive-refusal.js';
import { READ_ONLY_RUN, refuseReadOnlyEscapes } from './read-only-run.js';
import { projectDb } from '../shared/project-db.js';
import { sqlRunNote } from './sql-run-note.js';
import { currentPrincipal } from '../../http/principal.js';
import { watchScriptAnswer } from '../../db/script-outcome.js';
import { notFound } from '../../http/api-error.js';
import { cancelTaggedRun, runTag } from './run-cancel-sql.js';
import type { RecordSqlRun } from './run-record.js';

const resultsBody = z.object({
  query: z.string().min(1, 'query must not be empty'),
  /** Run as this role, in a transaction, with these JWT claims, as `/query` does. */
  role: z.string().min(1).optional(),
  claims: z.record(z.string(), z.unknown()).optional(),
  /** The user confirmed running the DROP, TRUNCATE, or DELETE or UPDATE without WHERE it holds. */
  destructive_confirmed: z.boolean().optional(),
  /** The page's id for this run, by which `/query/cancel` stops it (any API instance). */
  run_id: z.uuid().optional(),
});

const cancelBody = z.object({ run_id: z.uuid() });

/**
 * `/platform/pg-meta/{ref}/query/results`: the SQL editor's run, every result set of a script
 * streamed as newline-delimited JSON (`@atrium/common/sql-script`), as the same role and within the
 * same caps as `/query`, which answers only the last statement's rows. A script that would destroy
 * something runs only once the user confirmed it (`destructive_confirmed`), else nothing runs. A
 * member without `sql:query` (Read-only) runs SQL too, but only reads (`READ_ONLY_RUN`). Once its
 * answer has ended, a run is handed to `recordRun` (the user's SQL history).
 */
export const queryResultsRoutes = (recordRun?: RecordSqlRun) =>
  new Hono<AppEnv>()
    .post(
      '/query/results',
      requires('sql:admin:read', 'sql'),
      audited('sql.run'),
      validate('json', resultsBody),
      async (c) => {
        const { query, role, claims, destructive_confirmed, run_id } = c.req.valid('json');
        noteAudit(c, sqlRunNote(await sqlKinds(query)));
        // The member's grants decide: any statement with `sql:query`, else only reads.
        const writes = can(await grantsOn(c, routeTarget(c)), 'sql:query', 'sql');
        if (!writes) await refuseReadOnlyEscapes(query);
        else if (!destructive_confirmed) await refuseUnconfirmedDestruction(query);
        const project = c.get('project');
        const startedAt = new Date();
        const started = performance.now();
        const { userId } = currentPrincipal(c);
        const body = await projectDb(c).runScript({
          sql: query,
          applicationName: run_id === undefined ? undefined : runTag(userId, run_id),
          impersonate: !writes ? READ_ONLY_RUN : role ? { role, claims } : undefined,
          limits: { rows: project.queryRowLimit, bytes: project.queryByteLimit },
        });
        c.header('Content-Type', SCRIPT_MEDIA_TYPE);
        c.header('Cache-Control', 'no-store');
        if (!recordRun) return c.body(body);
        return c.body(
          watchScriptAnswer(body, (outcome) =>
            recordRun({
              ...outcome,
              projectRef: project.ref,
              userId,
              sql: query,
              startedAt,
              durationMs: performance.now() - started,
            }),
          ),
        );
      },
    )
    /**
     * `/query/cancel`: stops the caller's own run `run_id` (the Cancel button), on whichever
     * instance runs it, even when a proxy keeps the run's own request open after the page left it.
     * 404 when no such run of this member is running here: ended, never started, or another's.
     */
    .post(
      '/query/cancel',
      requires('sql:admin:read', 'sql'),
      validate('json', cancelBody),
      async (c) => {
        const { userId } = currentPrincipal(c);
        const { run_id } = c.req.valid('json');
        const cancelled = await projectDb(c).rows<{ pid: number; cancelled: boolean }>(
          cancelTaggedRun(runTag(userId, run_id)),
        );
        if (cancelled.length === 0) throw notFound('No run of yours with this id is running');
        return c.json({ run_id, cancelled: cancelled.some((row) => row.cancelled) });
      },
    );
