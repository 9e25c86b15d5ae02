import { describe, expect, inject, it } from 'vitest';
import { createApiClient, createPgMetaClient } from '@atrium/api/client';
import { ownerAuth } from '../harness/instance-tokens.js';

/** Plugins call the API through this client; its types come from the server's route chain. */
describe('the typed API client', () => {
  const client = createApiClient(inject('apiUrl'), { headers: ownerAuth() });

  it('calls /health', async () => {
    const response = await client.health.$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('runs SQL through /platform/pg-meta/{ref}/query', async () => {
    const response = await client.platform['pg-meta'][':ref'].query.$post({
      param: { ref: 'default' },
      json: { query: 'SELECT 40 + 2 AS answer' },
    });
    expect(await response.json()).toEqual([{ answer: 42 }]);
  });

  it('reaches the metadata API resource groups with their types', async () => {
    const pgMeta = client.platform['pg-meta'][':ref'];
    const schemas = await pgMeta.schemas.$get({ param: { ref: 'default' }, query: {} });
    expect((await schemas.json()).map((s) => s.name)).toContain('public');
    const entities = await pgMeta.entities.$get({
      param: { ref: 'default' },
      query: { schema: 'storage' },
    });
    expect(entities.status).toBe(200);
    const roles = await pgMeta.roles.$get({ param: { ref: 'default' }, query: {} });
    expect(roles.status).toBe(200);
  });

  it('has one client per metadata resource group, bound to a project', async () => {
    const pgMeta = createPgMetaClient(inject('apiUrl'), 'default', { headers: ownerAuth() });
    const answer = await pgMeta.sql.query.$post({ json: { query: 'SELECT 6 * 7 AS answer' } });
    expect(await answer.json()).toEqual([{ answer: 42 }]);
    const tables = await pgMeta.relations.tables.$get({ query: { included_schemas: 'storage' } });
    expect((await tables.json()).map((t) => t.name)).toContain('buckets');
    const roles = await pgMeta.security.roles.$get({ query: {} });
    expect((await roles.json()).map((r) => r.name)).toContain('authenticated');
    const columns = await pgMeta.columns.columns.$get({ query: { included_schemas: 'storage' } });
    expect(columns.status).toBe(200);
    const extensions = await pgMeta.programmability.extensions.$get({ query: {} });
    expect((await extensions.json()).map((e) => e.name)).toContain('plpgsql');
  });

  it('binds the project ref: an unknown project is refused like a foreign one (403)', async () => {
    const pgMeta = createPgMetaClient(inject('apiUrl'), 'no-such-project', {
      headers: ownerAuth(),
    });
    const response = await pgMeta.security.policies.$get({ query: {} });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'insufficient_permissions' } });
  });
});
