import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Grant } from '@atrium/common/permissions';
import { expectAccessible, recordingFeedback } from '@atrium/core/testing';
import { StorageHarness } from '../test/harness.js';
import { stubStorageApi } from '../test/stub-storage-api.js';
import { StorageSettingsPage } from './StorageSettingsPage.js';

const CONFIG = '/projects/p1/config/storage';
const KEYS = '/storage/p1/credentials';
const MB = 1024 * 1024;
const READ_ONLY: readonly Grant[] = [{ action: 'storage:admin:read', resource: '*' }];

const config = (fileSizeLimit = 50 * MB, change: object = {}) => ({
  fileSizeLimit,
  isFreeTier: false,
  features: { imageTransformation: { enabled: false } },
  backend: 'file',
  ...change,
});
const aKey = { id: 'k1', description: 'CI backups', access_key: 'AKIA1', created_at: '2026-01-01' };

function mount(grants?: readonly Grant[]) {
  const feedback = recordingFeedback();
  const view = render(
    <StorageHarness path="/project/p1/settings/storage" grants={grants} feedback={feedback}>
      <StorageSettingsPage />
    </StorageHarness>,
  );
  return { ...view, feedback, user: userEvent.setup() };
}

const limitField = () => screen.findByRole('textbox', { name: 'Upload file size limit' });

describe('/project/{ref}/settings/storage (spec 2.10)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the upload limit, the S3 endpoint and region and the byte store', async () => {
    stubStorageApi({ [`GET ${CONFIG}`]: () => config(), [`GET ${KEYS}`]: () => [] });
    const { container } = mount();
    expect(((await limitField()) as HTMLInputElement).value).toBe('50');
    expect(screen.getByRole('region', { name: 'S3 endpoint' }).textContent).toContain(
      `${window.location.origin}/storage/v1/s3`,
    );
    expect(screen.getByRole('region', { name: 'S3 region' }).textContent).toContain('us-east-1');
    expect(screen.getByRole('region', { name: 'Byte store' }).textContent).toContain(
      'The file system of the Atrium server',
    );
    expect(await screen.findByText('No access keys yet.')).toBeTruthy();
    await expectAccessible(container);
  });

  it('refuses a limit above 50 GB in the unit chosen, and saves one below in bytes', async () => {
    const requests = stubStorageApi({
      [`GET ${CONFIG}`]: () => config(),
      [`PATCH ${CONFIG}`]: ({ body }) => config((body as { fileSizeLimit: number }).fileSizeLimit),
      [`GET ${KEYS}`]: () => [],
    });
    const { user, feedback } = mount();
    const field = await limitField();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.clear(field);
    await user.type(field, '51201');
    expect(screen.getByRole('form', { name: 'Upload file size limit' }).textContent).toContain(
      'Maximum limit is up to 51200 MB.',
    );
    expect(save).toHaveProperty('disabled', true);
    await user.clear(field);
    await user.type(field, '100');
    await user.click(save);
    await waitFor(() =>
      expect(feedback.shownTitles()).toEqual(['Successfully updated storage settings']),
    );
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      fileSizeLimit: 100 * MB,
    });
  });

  it("disables Save with the spec's tooltip without storage admin write", async () => {
    stubStorageApi({ [`GET ${CONFIG}`]: () => config(), [`GET ${KEYS}`]: () => [aKey] });
    const { user } = mount(READ_ONLY);
    await limitField();
    const [standIn, save] = screen.getAllByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    for (let i = 0; i < 10 && document.activeElement !== standIn; i += 1) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'You need additional permissions to update storage settings',
    );
  });

  it('locks the unit on the free plan', async () => {
    stubStorageApi({
      [`GET ${CONFIG}`]: () => config(50 * MB, { isFreeTier: true }),
      [`GET ${KEYS}`]: () => [],
    });
    mount();
    await limitField();
    const unit = screen.getByRole('button', { name: /Unit/ });
    expect(unit).toHaveProperty('disabled', true);
  });

  it('creates an access key, showing its secret once, and revokes one once confirmed', async () => {
    let keys = [aKey];
    const requests = stubStorageApi({
      [`GET ${CONFIG}`]: () => config(),
      [`GET ${KEYS}`]: () => keys,
      [`POST ${KEYS}`]: () => {
        keys = [...keys, { ...aKey, id: 'k2', description: 'Laptop', access_key: 'AKIA2' }];
        return Response.json(
          { id: 'k2', access_key: 'AKIA2', secret_key: 'the-secret' },
          { status: 201 },
        );
      },
      [`DELETE ${KEYS}/k1`]: () => {
        keys = keys.filter((key) => key.id !== 'k1');
        return new Response(null, { status: 204 });
      },
    });
    const { user, feedback } = mount();
    const list = await screen.findByRole('list', { name: 'Access keys' });
    expect(list.textContent).toContain('CI backups');

    await user.click(screen.getByRole('button', { name: 'New access key' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create access key' }));
    expect(dialog.textContent).toContain('Please describe what the key is for');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Create access key' }));
    expect(
      (await within(dialog).findByRole('region', { name: 'Secret access key' })).textContent,
    ).toContain('the-secret');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ description: 'Laptop' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain('the-secret');
    await waitFor(() => expect(list.textContent).toContain('Laptop'));

    await user.click(screen.getByRole('button', { name: 'Revoke CI backups' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(list.textContent).not.toContain('CI backups'));
    expect(feedback.shownTitles()).toEqual(['Successfully revoked access key']);
  });
});
