import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aColumn,
  aRole,
  aSchema,
  aTable,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { UPDATE_PRIVILEGES_DENIED } from './access.js';
import { ColumnPrivilegesPage } from './ColumnPrivilegesPage.js';
import { TABLE_WIDE } from './PrivilegeMatrix.js';

afterEach(() => vi.unstubAllGlobals());

const grant = (grantee: string, privilege_type: string) => ({
  grantor: 'postgres',
  grantee,
  privilege_type,
  is_grantable: false,
});

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /schemas': () => [aSchema({ name: 'public' })],
    'GET /tables': () => [aTable()],
    'GET /roles': () => [aRole({ name: 'analyst' }), aRole({ id: 2, name: 'anon' })],
    'GET /columns': () => [aColumn('id', 'int8', 1), aColumn('email', 'text', 2)],
    'GET /column-privileges': () => [
      {
        column_id: '7.2',
        relation_id: 7,
        relation_schema: 'public',
        relation_name: 'pets',
        column_name: 'email',
        privileges: [grant('analyst', 'UPDATE')],
      },
    ],
    'GET /table-privileges': () => [
      {
        relation_id: 7,
        schema: 'public',
        name: 'pets',
        kind: 'table',
        privileges: [grant('analyst', 'SELECT'), grant('anon', 'INSERT')],
      },
    ],
    'POST /column-privileges': () => [],
    'DELETE /column-privileges': () => [],
    ...answers,
  }).requests;
}

const CHOSEN = '/project/p1/database/column-privileges?table=pets&role=analyst';

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} path={CHOSEN} {...options}>
      <ColumnPrivilegesPage />
    </AdminHarness>,
  );
  return feedback;
}

const box = (name: string) => screen.findByRole('checkbox', { name });

describe('ColumnPrivilegesPage', { timeout: 30_000 }, () => {
  it('asks for a table and a role first', async () => {
    stub();
    renderPage({ path: '/project/p1/database/column-privileges' });
    expect(await screen.findByText('Choose a table and a role')).toBeTruthy();
  });

  it('shows the role’s column grants, and table grants as covering every column', async () => {
    const requests = stub();
    renderPage();
    expect(((await box('UPDATE on email')) as HTMLInputElement).checked).toBe(true);
    expect(((await box('UPDATE on id')) as HTMLInputElement).checked).toBe(false);
    // anon's table-wide INSERT is not analyst's.
    expect(((await box('INSERT on id')) as HTMLInputElement).checked).toBe(false);
    const select = (await box('SELECT on id')) as HTMLInputElement;
    expect(select.checked).toBe(true);
    expect(screen.getAllByText(TABLE_WIDE)).toHaveLength(2);
    // A table-wide grant is changed on the table, not here: the box sends nothing.
    await userEvent.click(select);
    expect(select.checked).toBe(true);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('grants and revokes one column’s privilege, with toasts', async () => {
    const requests = stub();
    const feedback = renderPage();
    await userEvent.click(await box('INSERT on email'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual([
      { column_id: '7.2', grantee: 'analyst', privilege_type: 'INSERT' },
    ]);
    expect(feedback.toast.success).toHaveBeenCalledWith(
      'Successfully granted INSERT on email to analyst',
    );
    await userEvent.click(await box('UPDATE on email'));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(requests.find((r) => r.method === 'DELETE')!.body).toEqual([
      { column_id: '7.2', grantee: 'analyst', privilege_type: 'UPDATE' },
    ]);
    expect(feedback.toast.success).toHaveBeenCalledWith(
      'Successfully revoked UPDATE on email from analyst',
    );
  });

  it('toasts a refused grant', async () => {
    stub({
      'POST /column-privileges': () => apiError(403, 'permission denied for table pets', '42501'),
    });
    const feedback = renderPage();
    await userEvent.click(await box('INSERT on id'));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to grant column privilege: permission denied for table pets',
      ),
    );
  });

  it('disables the checkboxes without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    const insert = (await box('INSERT on id')) as HTMLInputElement;
    expect(insert.disabled).toBe(true);
    const standIn = insert.closest('[aria-disabled="true"]') as HTMLElement;
    for (let i = 0; i < 30 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(UPDATE_PRIVILEGES_DENIED);
  });

  it('says the grants failed to load, with the message', async () => {
    stub({ 'GET /column-privileges': () => apiError(500, 'boom', 'XX000') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Failed to retrieve column privileges for table public.pets',
    );
  });
});
