import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACTIONS, can, grantsOfRole, type Grant } from '@atrium/api';
import { api, query } from '../harness/api.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../harness/shared-cluster-instance.js';
import { REPO_ROOT } from '../harness/start-instance.js';

/** The two endpoints the web app reads before it renders anything. */
describe('GET /platform/profile/permissions', () => {
  it('returns the grants the API middleware enforces for the caller on a project', async () => {
    const res = await api<{ grants: Grant[] }>(
      'GET',
      '/platform/profile/permissions?project=default',
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['grants']);
    for (const grant of res.body.grants) {
      expect(grant).toEqual({ action: expect.any(String), resource: expect.any(String) });
    }
    // The tests call as the first owner, Owner of the default organization and its project.
    expect(res.body.grants).toEqual(grantsOfRole('owner'));
    for (const action of ACTIONS) expect(can(res.body.grants, action, 'tables')).toBe(true);
  });

  it('answers no grants without a project or organization, and 401 signed out', async () => {
    const res = await api<{ grants: Grant[] }>('GET', '/platform/profile/permissions');
    expect(res.body).toEqual({ grants: [] });
    const anonymous = await fetch(
      `${inject('apiUrl')}/platform/profile/permissions?project=default`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('agrees with what the server then allows', async () => {
    const { grants } = (
      await api<{ grants: Grant[] }>('GET', '/platform/profile/permissions?project=default')
    ).body;
    // Guarded by sql:query on sql and sql:admin:read on tables in the middleware.
    expect(can(grants, 'sql:query', 'sql')).toBe(true);
    expect((await query('SELECT 1 AS one')).status).toBe(200);
    expect(can(grants, 'sql:admin:read', 'tables')).toBe(true);
    expect((await api('GET', '/platform/pg-meta/default/tables')).status).toBe(200);
  });
});

describe('GET /platform/deployment', () => {
  const configured = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'atrium.config.json'), 'utf8')) as {
      plugins: string[];
    }
  ).plugins;

  it('lists the plugins atrium.config.json switches on, self-hosted, with its flags', async () => {
    const res = await api<{
      plugins: string[];
      hosted: boolean;
      flags: object;
      warnings: string[];
    }>('GET', '/platform/deployment');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['flags', 'hosted', 'plugins', 'warnings']);
    expect(res.body.plugins).toEqual(configured);
    expect(res.body.hosted).toBe(false);
    expect(res.body.flags).toEqual({});
    // The embedded cluster runs members' SQL as its owner role: nothing to warn about.
    expect(res.body.warnings).toEqual([]);
  });

  describe('with ATRIUM_PLUGINS set', () => {
    let instance: SharedClusterInstance;

    beforeAll(async () => {
      instance = await startOnSharedCluster('deployment', { ATRIUM_PLUGINS: 'nav,hello' });
    });
    afterAll(() => instance?.close());

    it('lists the plugins the variable names instead of the file', async () => {
      const res = await api<{ plugins: string[] }>(
        'GET',
        '/platform/deployment',
        undefined,
        instance.atrium.url,
      );
      expect(res.body.plugins).toEqual(['nav', 'hello']);
      expect(configured).not.toContain('hello');
    });

    it('mounts the API routes of exactly the plugins it lists', async () => {
      const greeting = (baseUrl?: string) =>
        api('GET', '/api/plugins/hello/greeting', undefined, baseUrl);
      expect((await greeting(instance.atrium.url)).status).toBe(200);
      // The shared instance follows the file, where hello is off.
      expect((await greeting()).status).toBe(404);
    });
  });
});
