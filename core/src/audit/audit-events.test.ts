import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit-columns.js';
import { describeEntry } from './audit-events.js';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-26T12:00:00Z',
  actor_user_id: null,
  actor_email: null,
  actor_address: null,
  method: 'POST',
  route: '/storage/v1/bucket',
  target: { ref: 'default' },
  status: 201,
  action: null,
  target_name: null,
  details: {},
  ...fields,
});

/** docs/architecture/permissions.md, audit pages: every entry reads as what happened. */
describe('describeEntry', () => {
  it('reads a module’s own event by its module and name, with its target when noted', () => {
    expect(describeEntry(entry({ action: 'storage:bucket.created' }))).toBe(
      'storage: bucket.created',
    );
    expect(describeEntry(entry({ action: 'storage:bucket.created', target_name: 'avatars' }))).toBe(
      'storage: bucket.created avatars',
    );
  });

  it('reads core’s events as sentences', () => {
    expect(describeEntry(entry({ action: 'table.created', target_name: 'public.todos' }))).toBe(
      'table public.todos created',
    );
  });

  it('reads the schema objects’ events as sentences', () => {
    expect(
      describeEntry(entry({ action: 'trigger.created', target_name: 'audit_row on public.todos' })),
    ).toBe('trigger audit_row on public.todos created');
    expect(describeEntry(entry({ action: 'extension.enabled', target_name: 'hstore' }))).toBe(
      'extension hstore enabled',
    );
  });
  it('reads constraint, privilege and publication events as sentences (issue 21)', () => {
    const read = (action: AuditEntry['action'], target_name: string) =>
      describeEntry(entry({ action, target_name }));
    expect(read('constraint.created', 'public.orders.orders_customer_id_fkey')).toBe(
      'constraint public.orders.orders_customer_id_fkey created',
    );
    expect(read('constraint.dropped', 'public.orders.orders_customer_id_fkey')).toBe(
      'constraint public.orders.orders_customer_id_fkey dropped',
    );
    expect(read('privileges.granted', 'analyst on public.orders')).toBe(
      'privileges granted to analyst on public.orders',
    );
    expect(read('privileges.revoked', 'analyst, PUBLIC on public.orders.note')).toBe(
      'privileges revoked from analyst, PUBLIC on public.orders.note',
    );
    expect(read('publication.created', 'supabase_realtime')).toBe(
      'publication supabase_realtime created',
    );
    expect(read('publication.altered', 'supabase_realtime')).toBe(
      'publication supabase_realtime altered',
    );
    expect(read('publication.dropped', 'supabase_realtime')).toBe(
      'publication supabase_realtime dropped',
    );
  });
});
