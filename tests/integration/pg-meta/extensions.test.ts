import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';
import { startOnSharedCluster } from '../../harness/shared-cluster-instance.js';

const base = '/platform/pg-meta/default/extensions';

interface Extension {
  name: string;
  schema: string | null;
  default_version: string;
  installed_version: string | null;
  comment: string | null;
}

interface ErrorBody {
  error: { message: string; code: string; hint?: string };
}

describe('/platform/pg-meta/{ref}/extensions', () => {
  it('lists available extensions without the hidden ones', async () => {
    const { status, body } = await api<Extension[]>('GET', base);
    expect(status).toBe(200);
    const plpgsql = body.find((e) => e.name === 'plpgsql');
    expect(plpgsql).toMatchObject({ schema: 'pg_catalog', installed_version: '1.0' });
    expect(body.find((e) => e.name === 'pgcrypto')).toMatchObject({
      default_version: expect.any(String),
      comment: expect.any(String),
    });
    expect(body.map((e) => e.name)).not.toContain('amcheck');
  });

  it('lists the versions of an extension, 404 for an unknown one', async () => {
    const versions = await api<string[]>('GET', `${base}/hstore/versions`);
    expect(versions.status).toBe(200);
    expect(versions.body).toContain('1.8');
    expect((await api('GET', `${base}/no_such_extension/versions`)).status).toBe(404);
  });

  it('enables into a new schema with a version, then disables', async () => {
    const schema = `${uniqueName('ext')}"; DROP SCHEMA public; --`;
    const enabled = await api<Extension>('POST', base, {
      name: 'hstore',
      schema,
      version: '1.7',
      create_schema: true,
    });
    expect(enabled.status).toBe(201);
    expect(enabled.body).toMatchObject({ name: 'hstore', schema, installed_version: '1.7' });
    const again = await api<ErrorBody>('POST', base, { name: 'hstore' });
    expect(again.status).toBe(409);
    const disabled = await api<Extension>('DELETE', `${base}?id=hstore`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.name).toBe('hstore');
    expect(await directQuery(`SELECT 1 FROM pg_extension WHERE extname = 'hstore'`)).toEqual([]);
    expect((await api('DELETE', `${base}?id=hstore`)).status).toBe(404);
    await directQuery(`DROP SCHEMA "${schema.replaceAll('"', '""')}"`);
  });

  it('cascades to required extensions and refuses to drop what others need', async () => {
    // earthdistance is not a trusted extension: the embedded default project's owner role may
    // not create it (docs/architecture/postgres.md), and is told why; a DATABASE_URL that is a
    // superuser may.
    const refused = await api<ErrorBody>('POST', base, { name: 'earthdistance', cascade: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('permission denied to create extension');
    expect(refused.body.error.hint).toContain('Must be superuser');
    const external = await startOnSharedCluster('extensions');
    try {
      const call = <T = unknown>(method: string, path: string, body?: unknown) =>
        api<T>(method, path, body, external.atrium.url);
      const enabled = await call<Extension>('POST', base, { name: 'earthdistance', cascade: true });
      expect(enabled.status).toBe(201);
      expect((await call('DELETE', `${base}?id=cube`)).status).toBe(409);
      expect((await call('DELETE', `${base}?id=cube&cascade=true`)).status).toBe(200);
      expect(
        await directQuery(
          `SELECT 1 FROM pg_extension WHERE extname IN ('cube', 'earthdistance')`,
          [],
          external.projectDbUrl,
        ),
      ).toEqual([]);
    } finally {
      await external.close();
    }
  });

  it('leaves nothing behind when enabling fails after creating the schema', async () => {
    const schema = uniqueName('ext_fail');
    const failed = await api<ErrorBody>('POST', base, {
      name: 'pgcrypto',
      schema,
      version: '0.0-no-such',
      create_schema: true,
    });
    expect(failed.status).toBe(400);
    expect(await directQuery(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema])).toEqual(
      [],
    );
  });

  it('answers bad input and protected schemas clearly', async () => {
    expect((await api('POST', base, {})).status).toBe(400);
    expect((await api('DELETE', base)).status).toBe(400);
    const protectedWrite = await api<ErrorBody>('POST', base, { name: 'citext', schema: 'auth' });
    expect(protectedWrite.status).toBe(403);
    expect(protectedWrite.body.error.code).toBe('protected_schema');
  });
});
