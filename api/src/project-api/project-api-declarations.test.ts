import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serviceRoleOnly } from './project-api-declarations.js';
import type { ProjectApiEnv, ProjectApiRole } from './project-api-env.js';

const appAs = (role: ProjectApiRole) =>
  new Hono<ProjectApiEnv>()
    .use(async (c, next) => {
      c.set('role', role);
      await next();
    })
    .delete('/bucket', serviceRoleOnly(), (c) => c.body(null, 204));

describe('serviceRoleOnly', () => {
  it('lets the service role through and refuses every other role with 403', async () => {
    expect((await appAs('service_role').request('/bucket', { method: 'DELETE' })).status).toBe(204);
    for (const role of ['anon', 'authenticated'] as const) {
      const refused = await appAs(role).request('/bucket', { method: 'DELETE' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    }
  });
});
