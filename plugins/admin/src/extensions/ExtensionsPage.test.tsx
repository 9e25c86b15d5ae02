import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, recordingFeedback, stubPgMeta, type PgMetaStub } from '@atrium/core/testing';
import type { DatabaseExtension } from '@atrium/core/plugin-api';
import { AdminHarness, READ_ONLY } from '../test/harness.js';
import { ExtensionsPage } from './ExtensionsPage.js';
import { UPDATE_EXTENSIONS_DENIED } from './access.js';

afterEach(() => vi.unstubAllGlobals());

const extension = (
  name: string,
  installed: string | null,
  comment: string,
  default_version = '1.1',
): DatabaseExtension => ({
  name,
  schema: installed ? 'extensions' : null,
  default_version,
  installed_version: installed,
  comment,
});

const EXTENSIONS = [
  extension('pgcrypto', '1.1', 'cryptographic functions'),
  extension('hstore', '1.7', 'data type for storing sets of (key, value) pairs', '1.8'),
  extension('citext', null, 'data type for case-insensitive character strings'),
];

function stub(answers: PgMetaStub = {}) {
  return stubPgMeta({
    'GET /extensions': () => EXTENSIONS,
    'PATCH /extensions/:name': () => ({ ...EXTENSIONS[1]!, installed_version: '1.8' }),
    ...answers,
  }).requests;
}

function renderPage(options: { path?: string; grants?: typeof READ_ONLY } = {}) {
  const feedback = recordingFeedback();
  render(
    <AdminHarness feedback={feedback} path="/project/p1/database/extensions" {...options}>
      <ExtensionsPage />
    </AdminHarness>,
  );
  return feedback;
}

const group = (name: string) => screen.findByRole('region', { name });
const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('ExtensionsPage', () => {
  it('lists the enabled extensions, then the available ones, each by name', async () => {
    stub();
    renderPage();
    expect(names(await group('Enabled extensions'))).toEqual(['hstore', 'pgcrypto']);
    expect(names(await group('Available extensions'))).toEqual(['citext']);
    expect(screen.getByRole('link', { name: 'Documentation' })).toBeTruthy();
    // The permissions banner is only for those who may not change extensions.
    expect(screen.queryByRole('note', { name: 'Additional permissions required' })).toBeNull();
  });

  it('takes its search from ?filter=, and says when nothing matches', async () => {
    stub();
    renderPage({ path: '/project/p1/database/extensions?filter=CRYPTO' });
    expect(names(await group('Enabled extensions'))).toEqual(['pgcrypto']);
    expect(screen.queryByRole('region', { name: 'Available extensions' })).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search for an extension' });
    expect((search as HTMLInputElement).value).toBe('CRYPTO');
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('updates an extension behind its default version, and toasts', async () => {
    const requests = stub();
    const feedback = renderPage();
    await group('Enabled extensions');
    expect(screen.queryByRole('button', { name: /^Update pgcrypto/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update hstore to 1.8' }));
    await waitFor(() =>
      expect(feedback.toast.success).toHaveBeenCalledWith('hstore is now at version 1.8'),
    );
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.path).toBe('/extensions/hstore');
    expect(patch.body).toEqual({ version: '1.8' });
  });

  it('toasts a failed update with the message', async () => {
    stub({ 'PATCH /extensions/:name': () => apiError(403, 'must be owner of extension hstore') });
    const feedback = renderPage();
    await group('Enabled extensions');
    await userEvent.click(screen.getByRole('button', { name: 'Update hstore to 1.8' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to update hstore: must be owner of extension hstore',
      ),
    );
  });

  it('disables the update without the permission, saying why', async () => {
    stub();
    renderPage({ grants: READ_ONLY });
    await group('Enabled extensions');
    const update = screen.getByRole('button', { name: 'Update hstore to 1.8' });
    expect(update.hasAttribute('disabled') || update.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    await userEvent.hover(update.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(UPDATE_EXTENSIONS_DENIED);
    expect(screen.getByRole('note', { name: 'Additional permissions required' }).textContent).toBe(
      UPDATE_EXTENSIONS_DENIED,
    );
  });

  it('shows placeholders while loading, and the failure with its message', async () => {
    let answer: (rows: DatabaseExtension[]) => void = () => {};
    stub({ 'GET /extensions': () => new Promise((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading extensions')).toBeTruthy();
    answer([]);
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('says the list failed', async () => {
    stub({ 'GET /extensions': () => apiError(500, 'the server is gone') });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to retrieve database extensions');
    expect(alert.textContent).toContain('the server is gone');
  });
});
