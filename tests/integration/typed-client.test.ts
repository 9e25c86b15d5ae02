import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '@atrium/api/client';

/** Plugins call the API through this client; its types come from the server's route chain. */
describe('the typed API client', () => {
  const client = createApiClient(inject('apiUrl'));

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
});
