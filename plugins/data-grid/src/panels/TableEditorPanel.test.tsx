import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorHarness } from '../sidebar/test/harness.js';
import {
  aColumn,
  aSchema,
  aTable,
  apiError,
  recordingFeedback,
  stubPgMeta,
  type PgMetaStub,
} from '@atrium/core/testing';
import { TableEditorPanel } from './TableEditorPanel.js';
import { typeOptionName } from './columns/testing.js';

afterEach(() => vi.unstubAllGlobals());

const SCHEMAS = [
  aSchema({ id: 1, name: 'public' }),
  aSchema({ id: 2, name: 'archive' }),
  aSchema({ id: 3, name: 'auth', is_protected: true }),
];

function renderPanel(table?: Parameters<typeof TableEditorPanel>[0]['table']) {
  const feedback = recordingFeedback();
  const onOpenChange = vi.fn();
  render(
    <EditorHarness feedback={feedback}>
      <TableEditorPanel schema="public" table={table} isOpen onOpenChange={onOpenChange} />
    </EditorHarness>,
  );
  return { feedback, onOpenChange, panel: screen.getByRole('dialog') };
}

/** The table's name field (each column card has a Name field too, inside its group). */
const tableName = (panel: HTMLElement) =>
  within(panel).getAllByRole('textbox', { name: 'Name' })[0]!;

/** Enters `text` into a field in one input event, as a paste does. */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;

describe('TableEditorPanel, new table', () => {
  it('starts with RLS on and an identity key and creation time', () => {
    stubPgMeta({ 'GET /types': () => [] });
    const { panel } = renderPanel();
    expect(
      within(panel).getByRole('checkbox', { name: /Enable Row Level Security/ }),
    ).toHaveProperty('checked', true);
    const columns = within(panel).getAllByRole('group', { name: /^Column / });
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Column id',
      'Column created_at',
    ]);
    expect(within(columns[1]!).getByRole('textbox', { name: 'Default Value' })).toHaveProperty(
      'value',
      'now()',
    );
  });

  it('refuses to save without a table name or with an unnamed, untyped column', async () => {
    const api = stubPgMeta({ 'GET /types': () => [] });
    const { panel } = renderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add column' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Please provide a name for your table')).toBeTruthy();
    expect(within(panel).getByText('Please assign a name for your column')).toBeTruthy();
    expect(within(panel).getByText('Please select a type for your column')).toBeTruthy();
    expect(api.find('POST', '/query')).toEqual([]);
  });

  it('creates the table with its columns in one request, then opens it', async () => {
    const api = stubPgMeta({ 'GET /types': () => [], 'POST /tables': () => aTable({ id: 42 }) });
    const { panel, feedback } = renderPanel();
    await userEvent.type(tableName(panel), 'countries');
    const created = within(panel).getByRole('group', { name: 'Column created_at' });
    await userEvent.click(within(created).getByRole('button', { name: 'Move created_at up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/project/test/editor/42?schema=public'));
    expect(api.find('POST', '/tables')[0]!.body).toEqual({
      schema: 'public',
      name: 'countries',
      comment: null,
      foreign_keys: [],
      rls_enabled: true,
      columns: [
        expect.objectContaining({
          name: 'created_at',
          type: 'timestamptz',
          default_value: 'now()',
          default_value_format: 'expression',
          is_nullable: false,
        }),
        expect.objectContaining({
          name: 'id',
          type: 'int8',
          is_identity: true,
          is_primary_key: true,
          is_nullable: false,
        }),
      ],
    });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully created table countries');
  });

  it('tells a list screen where the new table is instead of opening it', async () => {
    stubPgMeta({ 'GET /types': () => [], 'POST /tables': () => aTable({ id: 42 }) });
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <EditorHarness>
        <TableEditorPanel schema="archive" isOpen onOpenChange={onOpenChange} onSaved={onSaved} />
      </EditorHarness>,
    );
    const before = location();
    await userEvent.type(tableName(screen.getByRole('dialog')), 'countries');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 42, schema: 'archive' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(location()).toBe(before);
  });

  it("shows the database's message when saving fails, and keeps the form", async () => {
    stubPgMeta({
      'GET /types': () => [],
      'POST /tables': () => apiError(409, 'relation "countries" already exists', '42P07'),
    });
    const { panel, onOpenChange } = renderPanel();
    await userEvent.type(tableName(panel), 'countries');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'relation "countries" already exists',
    );
    expect(tableName(panel)).toHaveProperty('value', 'countries');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe('TableEditorPanel, foreign keys', () => {
  const referencing = (createTable: NonNullable<PgMetaStub['POST /tables']>) =>
    stubPgMeta({
      'GET /types': () => [],
      'GET /tables': () => [aTable({ id: 3, name: 'countries' })],
      'GET /columns': () => [aColumn('id', 'int8', 1, { table_id: 3, table: 'countries' })],
      'POST /tables': createTable,
    });

  /** Fills a new table 'cities' whose column country_id references countries.id. */
  async function fillReference(panel: HTMLElement, complete = true) {
    // Names pasted, not typed: each keystroke re-renders the whole form, and this test is about
    // the reference, which alone takes most of the 15 s on a loaded machine.
    await paste(tableName(panel), 'cities');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add column' }));
    const card = within(panel).getByRole('group', { name: 'Column column 3' });
    await paste(within(card).getByRole('textbox', { name: 'Name' }), 'country_id');
    const column = within(panel).getByRole('group', { name: 'Column country_id' });
    await userEvent.click(within(column).getByRole('button', { name: /Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: typeOptionName('int8') }));
    await userEvent.click(
      within(column).getByRole('button', { name: 'Add foreign key to country_id' }),
    );
    if (!complete) return column;
    const reference = within(column).getByRole('group', { name: 'Foreign key' });
    await userEvent.click(within(reference).getByRole('button', { name: /References table/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'countries' }));
    await userEvent.click(within(reference).getByRole('button', { name: /Referenced column/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'id' }));
    await userEvent.click(within(reference).getByRole('button', { name: /On delete/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cascade' }));
    return column;
  }

  it('refuses a half-chosen reference', async () => {
    const api = referencing(() => aTable({ id: 43 }));
    const { panel } = renderPanel();
    const column = await fillReference(panel, false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(column).findByText('Please select the referenced table and column'),
    ).toBeTruthy();
    expect(api.find('POST', '/tables')).toEqual([]);
  });

  it('creates the foreign key with the new table, with its delete action', async () => {
    const api = referencing(() => aTable({ id: 43 }));
    const { panel } = renderPanel();
    await fillReference(panel);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/project/test/editor/43?schema=public'));
    expect(api.find('GET', '/columns')[0]!.url.searchParams.get('table_id')).toBe('3');
    expect(api.find('POST', '/tables')[0]!.body).toMatchObject({
      name: 'cities',
      foreign_keys: [
        {
          source_columns: ['country_id'],
          target_id: 3,
          target_columns: ['id'],
          deletion_action: 'cascade',
        },
      ],
    });
  });

  it('says why when the table is refused for its foreign key, and stays open', async () => {
    const api = referencing(() =>
      apiError(400, 'foreign key constraint cannot be implemented', '42804'),
    );
    const { panel } = renderPanel();
    await fillReference(panel);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'foreign key constraint cannot be implemented',
    );
    expect(api.find('POST', '/tables')).toHaveLength(1);
    expect(location()).toBe('/project/test/editor?schema=public');
  });
});

describe('TableEditorPanel, Edit Table', () => {
  const table = { id: 7, name: 'cities', schema: 'public', comment: null, rls_enabled: true };

  it('sends only what changed, and offers only writable schemas to move to', async () => {
    const api = stubPgMeta({
      'GET /schemas': () => SCHEMAS,
      'PATCH /tables/:id': () => aTable({ ...table, name: 'towns' }),
    });
    const { panel, feedback, onOpenChange } = renderPanel(table);
    expect(within(panel).queryByRole('group', { name: /^Column / })).toBeNull();
    const name = tableName(panel);
    await userEvent.clear(name);
    await userEvent.type(name, 'towns');
    await userEvent.click(within(panel).getByRole('button', { name: /Schema/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['public', 'archive']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.find('PATCH', '/tables/7')[0]!.body).toEqual({ name: 'towns' });
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully updated towns');
  });
});
