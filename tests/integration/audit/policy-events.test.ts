import { beforeAll, describe, expect, it } from 'vitest';
import { directQuery, uniqueName } from '../../harness/database.js';
import { trackedRequest } from './tracked-request.js';

const policies = '/platform/pg-meta/default/policies';
const table = uniqueName('audited_pol');

beforeAll(async () => {
  await directQuery(`CREATE TABLE public."${table}" (id int PRIMARY KEY)`);
});

/** Policies changed through the real app leave named events; previews and tests leave none. */
describe('audit events for policies', () => {
  it('records a policy created, changed and dropped, named with its table', async () => {
    const target = `owners only on public.${table}`;
    const created = await trackedRequest<{ id: number }>('POST', policies, {
      name: 'owners only',
      table,
      command: 'SELECT',
      roles: ['authenticated'],
      definition: 'true',
    });
    expect(created.status).toBe(201);
    expect(created.entries).toEqual([
      expect.objectContaining({ action: 'policy.created', target_name: target }),
    ]);
    const id = created.body.id;

    const changed = await trackedRequest('PATCH', `${policies}/${id}`, { definition: 'false' });
    expect(changed.status).toBe(200);
    expect(changed.entries).toEqual([
      expect.objectContaining({ action: 'policy.changed', target_name: target }),
    ]);

    const dropped = await trackedRequest('DELETE', `${policies}/${id}`);
    expect(dropped.status).toBe(200);
    expect(dropped.entries).toEqual([
      expect.objectContaining({ action: 'policy.dropped', target_name: target }),
    ]);
  });

  it('records nothing for a preview, which only reads', async () => {
    const preview = await trackedRequest('POST', `${policies}/preview`, {
      name: 'just looking',
      table,
      command: 'SELECT',
      definition: 'true',
    });
    expect(preview.status).toBe(200);
    expect(preview.entries).toEqual([]);
  });
});
