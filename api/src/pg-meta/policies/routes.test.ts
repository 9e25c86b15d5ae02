import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Grant } from '../../permissions/model.js';
import type { AppEnv } from '../../http/env.js';
import { handleError } from '../../http/error-handler.js';
import { policyRoutes } from './routes.js';

/**
 * The policy routes for a signed-in member holding `grants` on the project; no project database
 * is needed for what is tested here.
 */
const appFor = (grants: Grant[]) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('session', {
        kind: 'session',
        id: 's',
        userId: 'u',
        email: 'reader@example.test',
        aal: 'aal1',
        amr: [],
        nextLevel: 'aal1',
      });
      c.set('memberGrants', async () => grants);
      await next();
    })
    .route('/:ref/policies', policyRoutes())
    .onError(handleError);

const post = (app: Hono<AppEnv>, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const reader = appFor([{ action: 'sql:admin:read', resource: 'policies' }]);
const newPolicy = { name: 'p', table: 't', command: 'SELECT', definition: 'true' };

describe('policy preview and tester routes', () => {
  it('lets a reader preview the SQL of a create', async () => {
    const response = await post(reader, '/default/policies/preview', newPolicy);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sql: 'CREATE POLICY "p" ON "public"."t" AS PERMISSIVE FOR SELECT TO public USING (true);',
    });
  });

  it('answers an invalid preview with the error the save would give', async () => {
    const response = await post(reader, '/default/policies/preview', {
      ...newPolicy,
      check: 'true',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'SELECT policies take no WITH CHECK expression', code: 'bad_request' },
    });
  });

  it('refuses the tester to a reader: it runs DDL, even if rolled back', async () => {
    const response = await post(reader, '/default/policies/test', {
      table_id: 1,
      policy: newPolicy,
      role: 'anon',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'insufficient_permissions',
    );
  });
});
