import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaKeys, useProjectQuery } from '@atrium/core/plugin-api';
import { recordingFeedback } from '@atrium/core/testing';
import { RlsHarness } from '../test/harness.js';
import { failWith, stubApi } from '../test/stub-api.js';
import { ExtensionCard } from './ExtensionCard.js';
import type { Grant } from '@atrium/common/permissions';
import type { Extension } from './extension.js';
import { extensionWarning } from './extension-warnings.js';

afterEach(() => vi.unstubAllGlobals());

const off: Extension = {
  name: 'pg_trgm',
  schema: null,
  default_version: '1.6',
  installed_version: null,
  comment: 'text similarity measurement and index searching based on trigrams',
};
const on: Extension = { ...off, schema: 'extensions', installed_version: '1.6' };

const versions = { 'GET /extensions/:name/versions': () => ['1.5', '1.6'] } as const;

function renderCard(extension: Extension, options: { grants?: readonly Grant[] } = {}) {
  const feedback = recordingFeedback();
  const onChanged = vi.fn();
  render(
    <RlsHarness feedback={feedback} grants={options.grants}>
      <ExtensionCard extension={extension} onChanged={onChanged} />
    </RlsHarness>,
  );
  return { feedback, onChanged, card: screen.getByRole('article', { name: extension.name }) };
}

describe('ExtensionCard', () => {
  it('shows name, version, description, docs link, switch and schema badge', () => {
    stubApi({});
    const { card } = renderCard(on);
    expect(within(card).getByRole('heading', { name: 'pg_trgm' })).toBeTruthy();
    expect(within(card).getByText('1.6')).toBeTruthy();
    expect(within(card).getByText(off.comment!)).toBeTruthy();
    expect(within(card).getByText('schema: extensions')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Docs' }).getAttribute('href')).toContain(
      'pg_trgm',
    );
    expect(within(card).getByRole('switch', { name: 'pg_trgm' })).toHaveProperty('checked', true);
  });

  it('enables into a chosen schema and version, and says so', async () => {
    const calls = stubApi({ answers: versions });
    const { feedback, onChanged } = renderCard(off);
    await userEvent.click(screen.getByRole('switch', { name: 'pg_trgm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm to enable pg_trgm' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Version/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1.5' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }));
    await waitFor(() => expect(feedback.toast.success).toHaveBeenCalledWith('pg_trgm is on.'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'pg_trgm',
      schema: 'extensions',
      version: '1.5',
      cascade: true,
      create_schema: false,
    });
    expect(onChanged).toHaveBeenCalled();
  });

  it('requires a name for a new schema', async () => {
    const calls = stubApi({ answers: versions });
    renderCard(off);
    await userEvent.click(screen.getByRole('switch', { name: 'pg_trgm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /Select a schema to enable the extension for/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Create a new schema' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }));
    expect(await within(dialog).findByText('Required field')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Schema name' }), 'trigrams');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        schema: 'trigrams',
        create_schema: true,
      }),
    );
  });

  it('says why enabling failed and keeps the dialog open', async () => {
    stubApi({ answers: { ...versions, 'POST /extensions': failWith(400, 'no such version') } });
    const { feedback } = renderCard(off);
    await userEvent.click(screen.getByRole('switch', { name: 'pg_trgm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable extension' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to enable pg_trgm: no such version',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('disables after confirmation', async () => {
    const calls = stubApi({});
    const first = renderCard(on);
    await userEvent.click(screen.getByRole('switch', { name: 'pg_trgm' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm to disable pg_trgm' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(first.feedback.toast.success).toHaveBeenCalledWith('pg_trgm is off.'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url.search).toBe('?id=pg_trgm');
  });

  it('refreshes what other screens show of the project once it is off', async () => {
    const calls = stubApi({});
    // Another screen's read of the schemas, which an extension may have added.
    function SchemasView() {
      useProjectQuery(schemaKeys.list(), (pgMeta) => pgMeta.relations.schemas.$get({ query: {} }));
      return null;
    }
    render(
      <RlsHarness feedback={recordingFeedback()}>
        <SchemasView />
        <ExtensionCard extension={on} />
      </RlsHarness>,
    );
    const schemaReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/schemas');
    await waitFor(() => expect(schemaReads()).toHaveLength(1));
    await userEvent.click(screen.getByRole('switch', { name: 'pg_trgm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(schemaReads()).toHaveLength(2));
  });

  it('reports a failed disable with the spec’s message', async () => {
    stubApi({ answers: { 'DELETE /extensions': failWith(400, 'other objects depend on it') } });
    const { feedback } = renderCard(on);
    await userEvent.click(screen.getByRole('switch', { name: 'pg_trgm' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(feedback.toast.error).toHaveBeenCalledWith(
        'Failed to disable database extension: other objects depend on it',
      ),
    );
  });

  it('disables the switch without the extensions write grant', () => {
    stubApi({});
    renderCard(off, { grants: [{ action: '*', resource: 'tables' }] });
    const toggle = screen.getAllByRole('switch', { name: 'pg_trgm' })[0]!;
    expect(toggle).toHaveProperty('disabled', true);
  });
});

describe('extension warnings', () => {
  it('warns about pg_cron only on the provider it concerns; self-hosted has none', () => {
    expect(extensionWarning('pg_cron', 'fly')).toMatch(/Scheduled jobs/);
    expect(extensionWarning('pg_cron', undefined)).toBeUndefined();
    expect(extensionWarning('pg_cron', 'aws')).toBeUndefined();
    expect(extensionWarning('pg_trgm', 'fly')).toBeUndefined();
  });
});
