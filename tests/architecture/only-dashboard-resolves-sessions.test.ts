import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { authContextFor } from '../../api/src/auth/auth-context.js';
import { createLogger } from '../../api/src/logger.js';
import { SecretBox } from '../../api/src/platform/secret-box.js';
import { signProjectKey } from '../../api/src/project-api/project-keys.js';
import type { ProjectRegistry } from '../../api/src/projects/registry.js';
import { REPO_ROOT } from '../harness/start-instance.js';

/** A platform database that answers nothing and remembers what it was asked. */
function recordingPlatform() {
  const asked: string[] = [];
  const platform = {
    query: async (text: string | { text: string }) => {
      asked.push(typeof text === 'string' ? text : text.text);
      return { rows: [], rowCount: 0 };
    },
  };
  return { platform: platform as unknown as pg.Pool, asked };
}

/** Session-holding tables: reading one is resolving a session. */
const SESSION_TABLES = /\b(sessions|personal_access_tokens|refresh_tokens)\b/;

/** What resolves Atrium's sessions; the project API's code must import none of it. */
const SESSION_MODULES =
  /auth\/(session-middleware|sessions|current-session|personal-access-tokens)\.js|platform\/principal\.js/;

/**
 * docs/architecture/project-api.md: only the dashboard surface MUST resolve sessions. A bearer
 * access token with a valid signature makes the dashboard look its session up; on the project
 * API the same token makes no session lookup at all, and the project API's code imports nothing
 * that could make one.
 */
describe('only the dashboard surface resolves sessions', () => {
  it('looks a bearer token’s session up on the dashboard, never on the project API', async () => {
    const { platform, asked } = recordingPlatform();
    const secrets = SecretBox.fromSecret(randomBytes(32).toString('base64url'));
    const app = createApp({
      platform,
      projects: {} as ProjectRegistry,
      log: createLogger('silent'),
      deployment: { plugins: [], hosted: false, flags: {} },
      secrets,
    });
    const session = await authContextFor({ platform, secrets }).tokens.sign({
      sub: '00000000-0000-0000-0000-000000000001',
      email: 'owner@atrium.test',
      session_id: '00000000-0000-0000-0000-000000000002',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    });
    const key = await signProjectKey('a-project-secret-nobody-has', 'default', 'anon');
    const ask = (path: string, headers: Record<string, string>) =>
      app.request(`http://127.0.0.1:8000${path}`, { headers });

    const projectApi = await ask('/storage/v1/bucket', {
      apikey: key,
      authorization: `Bearer ${session}`,
    });
    expect(projectApi.status).toBe(401);
    expect(asked.filter((text) => SESSION_TABLES.test(text))).toEqual([]);

    const ingest = await app.request('http://127.0.0.1:8000/ingest/v1/default/events', {
      method: 'POST',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      body: '{"event_message":"hello"}',
    });
    expect(ingest.status).toBe(401);
    expect(asked.filter((text) => SESSION_TABLES.test(text))).toEqual([]);

    const dashboard = await ask('/platform/profile', { authorization: `Bearer ${session}` });
    expect(dashboard.status).toBe(401);
    expect(asked.some((text) => SESSION_TABLES.test(text))).toBe(true);
  });

  it('keeps the project API’s and the ingest surface’s code free of session resolution', () => {
    const files = [
      ...ownFiles(join(REPO_ROOT, 'api', 'src', 'project-api')),
      ...ownFiles(join(REPO_ROOT, 'api', 'src', 'ingest')),
    ];
    expect(files).toContain(join(REPO_ROOT, 'api', 'src', 'ingest', 'ingest-declarations.ts'));
    const offending = files
      .filter((file) => SESSION_MODULES.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO_ROOT, file));
    expect(offending).toEqual([]);
  });
});

/** The TypeScript files under `folder`, its subfolders' included. */
const ownFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name));
