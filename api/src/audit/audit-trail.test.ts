import { Hono } from 'hono';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { auditTrail } from './audit-trail.js';
import type { AppEnv } from '../http/env.js';

describe('the audit trail', () => {
  it('does not hold a change back when the platform database does not answer', async () => {
    const hanging = { query: () => new Promise(() => undefined) } as unknown as pg.Pool;
    const app = new Hono<AppEnv>()
      .use(async (c, next) => (c.set('log', createLogger('silent')), next()))
      .use(auditTrail(hanging, { waitMs: 50 }))
      .post('/change', (c) => c.json({ changed: true }));
    const started = Date.now();
    const response = await app.request('/change', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: true });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('waits for the entry when the database answers, so it is there when the answer is', async () => {
    const recorded: unknown[][] = [];
    const platform = {
      query: async ({ values }: pg.QueryConfig) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        recorded.push(values ?? []);
        return { rows: [], rowCount: 1 };
      },
    } as unknown as pg.Pool;
    const app = new Hono<AppEnv>()
      .use(auditTrail(platform))
      .delete('/things/:id', (c) => c.body(null, 204));
    expect((await app.request('/things/7', { method: 'DELETE' })).status).toBe(204);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.slice(2, 5)).toEqual(['DELETE', '/things/:id', '{"id":"7"}']);
  });
});
