import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../harness/database.js';
import { OWNER } from '../../harness/owner.js';
import { trackedRequest } from './tracked-request.js';

const tables = '/platform/pg-meta/default/tables';

/** Tables and row level security changed through the real app leave named events. */
describe('audit events for tables', () => {
  it('records a table created, RLS enabled and disabled, altered and dropped, by name', async () => {
    const name = uniqueName('audited');
    const created = await trackedRequest<{ id: number }>('POST', tables, { name });
    expect(created.status).toBe(201);
    expect(created.entries).toEqual([
      expect.objectContaining({
        action: 'table.created',
        target_name: `public.${name}`,
        actor_email: OWNER.email,
        status: 201,
      }),
    ]);
    const id = created.body.id;

    const enabled = await trackedRequest('PATCH', `${tables}/${id}`, { rls_enabled: true });
    expect(enabled.entries).toEqual([
      expect.objectContaining({ action: 'rls.enabled', target_name: `public.${name}` }),
    ]);
    const disabled = await trackedRequest('PATCH', `${tables}/${id}`, { rls_enabled: false });
    expect(disabled.entries).toEqual([
      expect.objectContaining({ action: 'rls.disabled', target_name: `public.${name}` }),
    ]);

    // Named as it was before the change.
    const altered = await trackedRequest('PATCH', `${tables}/${id}`, { comment: 'kept' });
    expect(altered.entries).toEqual([
      expect.objectContaining({
        action: 'table.altered',
        target_name: `public.${name}`,
        details: { changed: ['comment'] },
      }),
    ]);

    const dropped = await trackedRequest('DELETE', `${tables}/${id}`);
    expect(dropped.status).toBe(200);
    expect(dropped.entries).toEqual([
      expect.objectContaining({ action: 'table.dropped', target_name: `public.${name}` }),
    ]);
  });

  it('records a refused change as its event, with the status', async () => {
    const refused = await trackedRequest('POST', tables, { name: 42 });
    expect(refused.status).toBe(400);
    expect(refused.entries).toEqual([
      expect.objectContaining({ action: 'table.created', target_name: null, status: 400 }),
    ]);
  });
});
