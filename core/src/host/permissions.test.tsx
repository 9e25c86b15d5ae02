import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ROLE_GRANTS } from '@atrium/common/roles';
import { Gate } from '../plugin-api/Gate.js';
import { storeSession } from '../sign-in/test/stub-auth-api.js';
import { testServices } from '../test/services.js';
import { PermissionsProvider, permissionsUrl } from './permissions.js';
import { ServicesProvider } from './services-context.js';

describe('permissionsUrl', () => {
  it("asks for the page's project, or organization, or the default project", () => {
    expect(permissionsUrl('/project/abc/editor')).toBe('/platform/profile/permissions?project=abc');
    expect(permissionsUrl('/org/acme/team')).toBe(
      '/platform/profile/permissions?organization=acme',
    );
    expect(permissionsUrl('/projects')).toBe('/platform/profile/permissions?project=default');
  });
});

describe('PermissionsProvider, from the API', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("mirrors a Read-only member's grants with the session's token: New table is disabled with its tooltip", async () => {
    storeSession({ aal: 'aal1', withFactor: false });
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      void input;
      void init;
      return Response.json({ grants: ROLE_GRANTS.read_only });
    });
    vi.stubGlobal('fetch', fetch);
    const location = memoryLocation({ path: '/project/abc/editor' });
    render(
      <ServicesProvider services={testServices([])}>
        <Router hook={location.hook}>
          <PermissionsProvider>
            <Gate
              action="sql:admin:write"
              resource="tables"
              deniedTooltip="You need additional permissions to create tables"
            >
              {(allowed) => <button disabled={!allowed}>New table</button>}
            </Gate>
            <Gate action="sql:admin:read" resource="tables" deniedTooltip="no">
              {(allowed) => <button disabled={!allowed}>View tables</button>}
            </Gate>
          </PermissionsProvider>
        </Router>
      </ServicesProvider>,
    );
    await vi.waitFor(() =>
      expect((screen.getByText('View tables') as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByText('New table') as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/platform/profile/permissions?project=abc');
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer ey/);
  });
});
