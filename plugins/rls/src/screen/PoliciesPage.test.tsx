import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFeedback } from '@atrium/core/testing';
import { RlsHarness } from '../test/harness.js';
import { failWith, policy, stubApi, table } from '../test/stub-api.js';
import { PoliciesPage } from './PoliciesPage.js';
import { warnings } from './TableWarnings.js';

afterEach(() => vi.unstubAllGlobals());

const renderPage = (options: Omit<ComponentProps<typeof RlsHarness>, 'children'> = {}) =>
  render(
    <RlsHarness {...options}>
      <PoliciesPage />
    </RlsHarness>,
  );

/** Moves keyboard focus to `element` with Tab, as a keyboard user would (tooltips open on it). */
async function tabTo(element: Element) {
  for (let i = 0; i < 30 && document.activeElement !== element; i++) await userEvent.tab();
  expect(document.activeElement).toBe(element);
}

const section = (name: string) => screen.getByRole('region', { name });

describe('PoliciesPage', () => {
  it('shows one section per table with its link, badges, buttons and policies', async () => {
    stubApi({
      tables: [table(10, 'todos'), table(11, 'notes', false)],
      policies: [
        policy(1, 10, {
          name: 'read all',
          roles: ['anon', 'authenticated', 'service_role', 'editor', 'viewer'],
        }),
        policy(2, 10, { name: 'insert own', command: 'INSERT', roles: ['authenticated'] }),
      ],
    });
    renderPage();
    const todos = await screen.findByRole('region', { name: 'todos' });
    expect(within(todos).getByRole('link', { name: 'todos' }).getAttribute('href')).toBe(
      '/project/p1/editor/10',
    );
    expect(within(todos).getByText('Row Level Security enabled')).toBeTruthy();
    expect(within(todos).getByRole('button', { name: 'Disable RLS' })).toBeTruthy();
    expect(within(todos).getByRole('button', { name: 'Create policy' })).toBeTruthy();
    const list = within(todos).getByRole('list', { name: 'Policies on todos' });
    const readAll = within(list).getByRole('listitem', { name: 'read all' });
    expect(readAll.textContent).toContain('SELECT');
    expect(readAll.textContent).toContain('Applied to: anon, authenticated, service_role');
    expect(readAll.textContent).not.toContain('editor');
    expect(within(readAll).getByRole('button', { name: '+2 more' })).toBeTruthy();
    // Anonymous sign-in has no configuration to read yet, so it is off and no badge shows.
    expect(screen.queryByText('Applies to anonymous users')).toBeNull();
    const notes = section('notes');
    expect(within(notes).getByText('Row Level Security disabled')).toBeTruthy();
    expect(within(notes).getByRole('button', { name: 'Enable RLS' })).toBeTruthy();
    expect(within(notes).getByRole('note').textContent).toBe(warnings.rlsDisabled);
    // What is true here: no anonymous data API is served (issue 21, item 20).
    expect(warnings.rlsDisabled).not.toMatch(/API|publicly/);
    expect(within(notes).getByText('No policies created yet')).toBeTruthy();
  });

  it('shows the remaining roles in a tooltip', async () => {
    stubApi({
      tables: [table(10, 'todos')],
      policies: [policy(1, 10, { roles: ['a', 'b', 'c', 'd', 'e'] })],
    });
    renderPage();
    await tabTo(await screen.findByRole('button', { name: '+2 more' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('d, e');
  });

  it('warns that selects return nothing when RLS is on and there are no policies', async () => {
    stubApi({ tables: [table(10, 'todos')], policies: [] });
    renderPage();
    expect((await screen.findByRole('note')).textContent).toBe(warnings.noPolicies);
  });

  it('shows locked schemas without edit controls, and realtime.messages without the RLS toggle', async () => {
    stubApi({
      tables: [
        table(20, 'subscription', true, 'realtime'),
        table(21, 'messages', true, 'realtime'),
      ],
      policies: [
        policy(5, 20, { schema: 'realtime', table: 'subscription' }),
        policy(6, 21, { schema: 'realtime', table: 'messages', name: 'listen' }),
      ],
    });
    renderPage({ path: '/project/p1/auth/policies?schema=realtime' });
    const locked = await screen.findByRole('region', { name: 'subscription' });
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(locked).queryAllByRole('button')).toEqual([]);
    const messages = section('messages');
    expect(within(messages).queryByText('Locked')).toBeNull();
    expect(within(messages).queryByRole('button', { name: /RLS/ })).toBeNull();
    expect(within(messages).getByRole('button', { name: 'Create policy' })).toBeTruthy();
    expect(within(messages).getByRole('button', { name: 'Edit policy listen' })).toBeTruthy();
  });

  it('reads the schema and search from the query string', async () => {
    const calls = stubApi({ tables: [table(10, 'todos'), table(11, 'notes')], policies: [] });
    renderPage({ path: '/project/p1/auth/policies?schema=app&search=NOT' });
    expect(await screen.findByRole('region', { name: 'notes' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'todos' })).toBeNull();
    const tableCall = calls.find((c) => c.path === '/tables');
    expect(new URLSearchParams(tableCall?.url.search).get('included_schemas')).toBe('app');
  });

  it('offers to create a table when the schema has none', async () => {
    stubApi({ tables: [], policies: [] });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Create a table' });
    expect(link.getAttribute('href')).toBe('/project/p1/editor');
  });

  it('shows the error when the tables cannot be read', async () => {
    stubApi({ answers: { 'GET /tables': failWith(500, 'database down') } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve tables');
    expect(alert.textContent).toContain('database down');
  });

  it('toggles RLS after confirmation, and says why when it fails', async () => {
    const calls = stubApi({
      tables: [table(10, 'todos', false)],
      answers: { 'PATCH /tables/:id': failWith(403, 'must be owner of table todos') },
    });
    const feedback = recordingFeedback();
    renderPage({ feedback });
    await userEvent.click(await screen.findByRole('button', { name: 'Enable RLS' }));
    await waitFor(() => expect(feedback.toast.error).toHaveBeenCalled());
    expect(feedback.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Enable Row Level Security', confirmLabel: 'Enable RLS' }),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ rls_enabled: true });
    expect(feedback.toast.error).toHaveBeenCalledWith(
      'Failed to toggle RLS: must be owner of table todos',
    );
  });

  it('does nothing when the toggle is not confirmed', async () => {
    const calls = stubApi({ tables: [table(10, 'todos')] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable RLS' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('deletes a policy after confirmation', async () => {
    const calls = stubApi({ tables: [table(10, 'todos')], policies: [policy(7, 10)] });
    const feedback = recordingFeedback();
    renderPage({ feedback });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete policy policy 7' }));
    await waitFor(() =>
      expect(feedback.toast.success).toHaveBeenCalledWith('Successfully deleted policy!'),
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/policies/7')).toBe(true);
  });

  it('disables write controls without write permission, with the spec’s tooltips', async () => {
    stubApi({ tables: [table(10, 'todos')], policies: [policy(7, 10)] });
    renderPage({
      grants: [
        { action: 'sql:admin:read', resource: 'policies' },
        { action: 'sql:admin:read', resource: 'tables' },
      ],
    });
    const todos = await screen.findByRole('region', { name: 'todos' });
    const named = (name: string) =>
      within(todos)
        .getAllByRole('button', { name })
        .find((b) => b.tagName === 'BUTTON')!;
    for (const name of [
      'Disable RLS',
      'Create policy',
      'Edit policy policy 7',
      'Delete policy policy 7',
    ]) {
      expect(named(name).hasAttribute('disabled')).toBe(true);
    }
    // The disabled buttons sit in focusable stand-ins that carry the tooltips.
    const standIns = within(todos)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-disabled') === 'true');
    expect(standIns).toHaveLength(4);
    await tabTo(standIns[0]!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'You need additional permissions to toggle RLS',
    );
    await tabTo(standIns[1]!);
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'You need additional permissions to edit RLS policies',
      ),
    );
  });
});
