import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grant } from '@atrium/common/permissions';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { renderAccountPage } from '../account/test/render-account-page.js';
import { storeSession, stubAuthApi } from '../sign-in/test/stub-auth-api.js';
import { ApiSettingsPage } from './ApiSettingsPage.js';

const PATH = '/project/default/settings/api';
const KEYS = '/platform/projects/default/api-keys';
const keys = (suffix: string) => [
  { name: 'anon', api_key: `anon-key-${suffix}` },
  { name: 'service_role', api_key: `service-key-${suffix}` },
];
/** A Developer's grants: may see the keys (`sql:query`), may not roll them. */
const DEVELOPER: readonly Grant[] = [{ action: 'sql:query', resource: '*' }];

const render = (grants?: readonly Grant[]) =>
  renderAccountPage(ApiSettingsPage, { path: PATH, pattern: '/project/:ref/settings/api', grants });

describe('/project/{ref}/settings/api', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ aal: 'aal1', withFactor: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the URLs and the anon key, the service key only once revealed', async () => {
    stubAuthApi({ [`GET ${KEYS}`]: () => keys('1') });
    const { container } = render();
    expect(screen.getByRole('region', { name: 'Project URL' }).textContent).toBe(
      window.location.origin,
    );
    expect(screen.getByRole('region', { name: 'Storage URL' }).textContent).toBe(
      `${window.location.origin}/storage/v1`,
    );
    expect((await screen.findByRole('region', { name: 'anon key' })).textContent).toBe(
      'anon-key-1',
    );
    expect(container.textContent).not.toContain('service-key-1');
    expect(screen.getByRole('note').textContent).toContain('bypass row-level security');
    await expectAccessible(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reveal' }));
    expect(screen.getByRole('region', { name: 'service_role key' }).textContent).toBe(
      'service-key-1',
    );
  });

  it('names a hosted project in its URLs, so the public URLs its clients build name it too', async () => {
    const ref = 'abcdefghijklmnopqrst';
    stubAuthApi({ [`GET /platform/projects/${ref}/api-keys`]: () => keys('2') });
    renderAccountPage(ApiSettingsPage, {
      path: `/project/${ref}/settings/api`,
      pattern: '/project/:ref/settings/api',
    });
    expect(screen.getByRole('region', { name: 'Project URL' }).textContent).toBe(
      `${window.location.origin}/project-api/${ref}`,
    );
    expect(screen.getByRole('region', { name: 'Storage URL' }).textContent).toBe(
      `${window.location.origin}/project-api/${ref}/storage/v1`,
    );
    expect(await screen.findByText('anon-key-2')).toBeTruthy();
  });

  it('says the member needs permissions when the API refuses them, and shows no key', async () => {
    stubAuthApi({
      [`GET ${KEYS}`]: () =>
        Response.json(
          { error: { message: 'Missing permission', code: 'insufficient_permissions' } },
          { status: 403 },
        ),
    });
    const { container } = render([]);
    expect(
      await screen.findByText(/You need additional permissions to view the project's API keys/),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'anon key' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Roll JWT secret' })).toHaveProperty(
      'disabled',
      true,
    );
    await expectAccessible(container);
  });

  it('shows a failure with a retry, then the keys', async () => {
    let fail = true;
    stubAuthApi({
      [`GET ${KEYS}`]: () =>
        fail
          ? Response.json({ error: { message: 'boom', code: 'internal' } }, { status: 500 })
          : keys('2'),
    });
    render();
    expect(await screen.findByText("Failed to load the project's API keys")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect((await screen.findByRole('region', { name: 'anon key' })).textContent).toBe(
      'anon-key-2',
    );
  });

  it('lets only an Owner roll, once confirmed, and shows the new keys', async () => {
    let current = keys('1');
    const api = stubAuthApi({
      [`GET ${KEYS}`]: () => current,
      [`POST ${KEYS}/roll`]: () => {
        current = keys('2');
        return current;
      },
    });
    const developer = render(DEVELOPER);
    await screen.findByRole('region', { name: 'anon key' });
    expect(screen.getByRole('button', { name: 'Roll JWT secret' })).toHaveProperty(
      'disabled',
      true,
    );
    developer.unmount();

    render();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'anon key' });
    await user.click(screen.getByRole('button', { name: 'Roll JWT secret' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Roll JWT secret' });
    expect(ask.textContent).toContain('stop working');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Roll JWT secret' }));
    const again = await screen.findByRole('alertdialog', { name: 'Roll JWT secret' });
    await user.click(within(again).getByRole('button', { name: 'Roll JWT secret' }));
    expect(await screen.findByText(/Rolled the JWT secret/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'anon key' }).textContent).toBe('anon-key-2'),
    );
  });
});
