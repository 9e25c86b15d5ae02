import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTS, type Grant } from '@atrium/common/permissions';
import { TableLayoutForTests } from '@atrium/design-system/lazy/Table/TableLayoutForTests';
import { renderAccountPage } from '../account/test/render-account-page.js';
import { errorAnswer, storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { OrgAuditPage } from './OrgAuditPage.js';

const AUDIT = 'GET /platform/organizations/acme/audit';

const entry = (id: string, route: string) => ({
  id,
  at: '2026-01-01T00:00:00Z',
  actor_user_id: null,
  actor_email: 'dev@example.com',
  actor_address: '127.0.0.1',
  method: 'POST',
  route,
  target: { slug: 'acme' },
  status: 201,
  action: null,
  target_name: null,
  details: {},
});

// jsdom lays nothing out: the virtualised table needs a viewport to render its rows.
const laidOut = () => (
  <TableLayoutForTests>
    <OrgAuditPage />
  </TableLayoutForTests>
);

const renderAudit = (grants: readonly Grant[] = ALL_GRANTS) =>
  renderAccountPage(laidOut, {
    path: '/org/acme/audit',
    pattern: '/org/:slug/audit',
    grants,
  });

describe('/org/{slug}/audit', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ aal: 'aal1', withFactor: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the organization's entries and pages to older ones", async () => {
    const api = stubAuthApi({
      [AUDIT]: ({ url }) =>
        url.searchParams.get('offset') === '0'
          ? { entries: [entry('1', 'first-change')], limit: 50, offset: 0, has_more: true }
          : { entries: [entry('2', 'older-change')], limit: 50, offset: 50, has_more: false },
    });
    renderAudit();
    expect(await screen.findByText('first-change (slug=acme)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('older-change (slug=acme)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    const asked = api.requests.map((r) => r.url.searchParams.get('offset'));
    expect(asked).toEqual(['0', '50']);
  });

  it('reads a named event with its target, and narrows the log by the filters', async () => {
    const api = stubAuthApi({
      [AUDIT]: ({ url }) =>
        url.searchParams.get('actor')
          ? { entries: [], limit: 50, offset: 0, has_more: false }
          : {
              entries: [{ ...entry('3', 'x'), action: 'table.created', target_name: 'public.x' }],
              limit: 50,
              offset: 0,
              has_more: false,
            },
    });
    renderAudit();
    expect(await screen.findByText('table public.x created')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Actor' }), 'dev@');
    expect(await screen.findByText('No changes match these filters')).toBeTruthy();
    const last = api.requests.at(-1)!.url.searchParams;
    expect(last.get('actor')).toBe('dev@');
    expect(last.get('offset')).toBe('0');
    expect(last.has('action')).toBe(false);
  });

  it('exports the filtered log as CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:audit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = stubAuthApi({
      [AUDIT]: () => ({ entries: [], limit: 50, offset: 0, has_more: false }),
      [`${AUDIT}/export.csv`]: () =>
        new Response('time,actor\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderAudit();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'public.x');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exported = api.requests.find((r) => r.url.pathname.endsWith('/export.csv'))!;
    expect(exported.url.searchParams.get('target')).toBe('public.x');
  });

  it('says so when there is nothing yet', async () => {
    stubAuthApi({ [AUDIT]: () => ({ entries: [], limit: 50, offset: 0, has_more: false }) });
    renderAudit();
    expect(await screen.findByText('No changes yet')).toBeTruthy();
  });

  it("shows the API's error with a retry", async () => {
    stubAuthApi({ [AUDIT]: () => errorAnswer(500, 'the log is unreadable', 'internal') });
    renderAudit();
    expect(await screen.findByText("Failed to load the organization's audit log")).toBeTruthy();
    expect(screen.getByText('the log is unreadable')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });

  it('mirrors the route’s grant: without platform:read on audit, no request and no table', async () => {
    const api = stubAuthApi({});
    renderAudit([{ action: 'platform:write', resource: '*' }]);
    expect(await screen.findByText(/view this organization's audit log/)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/audit'))).toEqual([]);
  });
});
