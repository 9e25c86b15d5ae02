import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, expectAccessible } from '@atrium/core/testing';
import { StorageHarness } from '../test/harness.js';
import { aBucket, stubStorageApi } from '../test/stub-storage-api.js';
import { StorageSidebar } from './StorageSidebar.js';

const LIST = 'GET /storage/p1/buckets';

const mount = (path = '/project/p1/storage/buckets') =>
  render(
    <StorageHarness path={path}>
      <StorageSidebar />
    </StorageHarness>,
  );

describe('the storage sidebar (spec 2.6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows three skeleton rows while the buckets load, then each bucket with its Public badge', async () => {
    let answer!: (buckets: unknown) => void;
    stubStorageApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    const { container } = mount('/project/p1/storage/buckets/avatars');
    const loading = (await screen.findByText('Loading buckets')).parentElement!;
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    answer([aBucket({ id: 'avatars', public: true }), aBucket({ id: 'invoices' })]);
    const list = await screen.findByRole('list', { name: 'All buckets' });
    const [avatars, invoices] = within(list).getAllByRole('listitem');
    expect(within(avatars!).getByRole('link').textContent).toBe('avatars');
    expect(within(avatars!).getByText('Public')).toBeTruthy();
    expect(invoices!.textContent).toBe('invoices');
    expect(within(avatars!).getByRole('link').getAttribute('href')).toBe(
      '/project/p1/storage/buckets/avatars',
    );
    expect(within(avatars!).getByRole('link').getAttribute('aria-current')).toBe('page');
    expect(within(invoices!).getByRole('link').getAttribute('aria-current')).toBeNull();
    const configuration = screen.getByRole('region', { name: 'Configuration' });
    expect(
      within(configuration)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Policies', '/project/p1/storage/policies'],
      ['Settings', '/project/p1/settings/storage'],
    ]);
    await expectAccessible(container);
  });

  it("says 'No buckets available' when the project has none", async () => {
    stubStorageApi({ [LIST]: () => [] });
    mount();
    expect(await screen.findByText('No buckets available')).toBeTruthy();
    expect(screen.getByText('Buckets that you create will appear here')).toBeTruthy();
  });

  it("says 'Failed to fetch buckets' when the list fails", async () => {
    stubStorageApi({ [LIST]: () => apiError(500, 'boom') });
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch bucketsPlease refresh to try again');
  });
});
