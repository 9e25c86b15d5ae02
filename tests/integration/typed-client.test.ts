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
});
