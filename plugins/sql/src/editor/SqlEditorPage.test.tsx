import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from '@atrium/core/plugin-api';
import { recordingFeedback, stubPgMeta, type PgMetaStub } from '@atrium/core/testing';
import { ndjson, seedDraft, SqlHarness, stubSnippets } from '../test/harness.js';
import { SqlEditorPage } from './SqlEditorPage.js';

afterEach(() => vi.unstubAllGlobals());

/** Every run carries an id of its own, by which Cancel stops it on the server. */
const RUN_ID = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
);

const names: PgMetaStub = {
  'GET /columns': () => [],
  'GET /functions': () => [],
  'GET /roles': () => [],
};

const twoResults = () =>
  ndjson(
    { kind: 'complete', command: 'CREATE TABLE', row_count: null, cut: null },
    { kind: 'columns', columns: [{ name: 'id', type_id: 23 }] },
    ['1'],
    ['2'],
    { kind: 'complete', command: 'SELECT', row_count: 2, cut: null },
    { kind: 'columns', columns: [{ name: 'label', type_id: 25 }] },
    [null],
    { kind: 'complete', command: 'SELECT', row_count: 1, cut: null },
    { kind: 'types', names: { '23': 'integer', '25': 'text' } },
    { kind: 'end', duration_ms: 12 },
  );

async function renderPage(routes: PgMetaStub) {
  const requests = stubPgMeta({ ...names, ...routes }).requests;
  const feedback = recordingFeedback();
  render(
    <SqlHarness feedback={feedback}>
      <SqlEditorPage />
    </SqlHarness>,
  );
  const editor = await screen.findByRole('textbox', { name: 'SQL' });
  return { requests, feedback, editor };
}

describe('SqlEditorPage', () => {
  it('runs the script and shows one tab per result set, with the statements in Messages', async () => {
    seedDraft('new', 'create table t (id int); select 1; select null');
    const { requests } = await renderPage({ 'POST /query/results': twoResults });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByText('3 statements ran in 12 ms')).toBeTruthy();
    expect(requests.find((r) => r.path === '/query/results')?.body).toEqual({
      query: 'create table t (id int); select 1; select null',
      run_id: RUN_ID,
    });
    const results = within(screen.getByRole('region', { name: 'Results' }));
    const first = results.getByRole('tabpanel');
    expect(within(first).getByText('SELECT: 2 rows')).toBeTruthy();
    expect(within(first).getByText('integer')).toBeTruthy();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2']);
    await userEvent.click(screen.getByRole('tab', { name: 'Result 2' }));
    expect(within(results.getByRole('tabpanel')).getByText('NULL')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    const statements = within(screen.getByRole('list', { name: 'Statements' }));
    expect(statements.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CREATE TABLE',
      'SELECT: 2 rows',
      'SELECT: 1 row',
    ]);
  });

  it("shows Postgres's error and underlines its position in the editor", async () => {
    seedDraft('new', 'select 1;\nselect * from missing');
    const { editor } = await renderPage({
      'POST /query/results': () =>
        ndjson(
          { kind: 'columns', columns: [{ name: '?column?', type_id: 23 }] },
          ['1'],
          { kind: 'complete', command: 'SELECT', row_count: 1, cut: null },
          {
            kind: 'error',
            error: { message: 'relation "missing" does not exist', code: '42P01', position: 25 },
          },
        ),
    });
    fireEvent.keyDown(editor, { key: 'Enter', ctrlKey: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ERROR: 42P01: relation "missing" does not exist',
    );
    await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
    const marked = [...document.querySelectorAll('[data-error]')].map((node) => node.textContent);
    expect(marked).toEqual(['missing']);
  });

  it('says when a result was cut at the row limit, with the full count', async () => {
    seedDraft('new', 'select generate_series(1, 100005)');
    await renderPage({
      'POST /query/results': () =>
        ndjson(
          { kind: 'columns', columns: [{ name: 'n', type_id: 23 }] },
          ['1'],
          { kind: 'complete', command: 'SELECT', row_count: 100005, cut: 'rows' },
          { kind: 'types', names: { '23': 'integer' } },
          { kind: 'end', duration_ms: 3 },
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('note')).textContent).toBe(
      'Showing 1 of 100,005 rows: the answer reached the row limit (ATRIUM_QUERY_ROW_LIMIT).',
    );
  });

  it('cancels a running query on the server by its run id, and aborts it', async () => {
    seedDraft('new', 'select pg_sleep(60)');
    const { requests } = await renderPage({
      'POST /query/results': () => new Response(new ReadableStream<Uint8Array>()),
      'POST /query/cancel': (request) => ({
        run_id: (request.body as { run_id: string }).run_id,
        cancelled: true,
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The query was cancelled.')).toBeTruthy();
    const run = requests.find((r) => r.path === '/query/results')!.body as { run_id: string };
    expect(requests.filter((r) => r.path === '/query/cancel').map((r) => r.body)).toEqual([
      { run_id: run.run_id },
    ]);
  });

  it('answers a refusal before the run with its message', async () => {
    seedDraft('new', 'select 1');
    await renderPage({
      'POST /query/results': () =>
        Response.json(
          { error: { message: 'Too many connections', code: 'pool_exhausted' } },
          {
            status: 503,
          },
        ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many connections');
  });

  it('asks before a destructive run and runs it only once confirmed', async () => {
    seedDraft('new', 'drop table t');
    const destructive = () =>
      Response.json(
        { error: { message: 'This query would run DROP TABLE.', code: 'destructive_statement' } },
        { status: 428 },
      );
    const requests = stubPgMeta({
      ...names,
      'POST /query/results': (request) =>
        (request.body as { destructive_confirmed?: boolean }).destructive_confirmed
          ? twoResults()
          : destructive(),
    }).requests;
    const answers = [false, true];
    const feedback = recordingFeedback();
    feedback.confirm.mockImplementation(async () => answers.shift()!);
    render(
      <SqlHarness feedback={feedback}>
        <SqlEditorPage />
      </SqlHarness>,
    );
    await screen.findByRole('textbox', { name: 'SQL' });
    const runs = () =>
      requests
        .filter((r) => r.path === '/query/results')
        .map((r) => {
          const { run_id, ...body } = r.body as { run_id: string };
          expect(run_id).toEqual(RUN_ID);
          return body;
        });

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(1));
    expect(feedback.confirm).toHaveBeenCalledWith({
      title: 'Potential issue detected with your query',
      message:
        'This query would run DROP TABLE. Make sure you are not accidentally removing something important.',
      confirmLabel: 'Run this query',
      critical: true,
    });
    // Declined: nothing ran, and nothing is shown as failed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(runs()).toEqual([{ query: 'drop table t' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('3 statements ran in 12 ms')).toBeTruthy();
    expect(runs()).toEqual([
      { query: 'drop table t' },
      { query: 'drop table t' },
      { query: 'drop table t', destructive_confirmed: true },
    ]);
  });

  it('tells a Read-only member that their queries only read, and offers no role or Format', async () => {
    seedDraft('new', 'select 1');
    const requests = stubPgMeta({ ...names, 'POST /query/results': twoResults }).requests;
    render(
      <SqlHarness grants={[{ action: 'sql:admin:read', resource: '*' }]}>
        <SqlEditorPage />
      </SqlHarness>,
    );
    await screen.findByRole('textbox', { name: 'SQL' });
    expect(screen.getByText('Read-only: your queries can only read')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Format' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Role:/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('3 statements ran in 12 ms')).toBeTruthy();
    expect(requests.find((r) => r.path === '/query/results')?.body).toEqual({
      query: 'select 1',
      run_id: RUN_ID,
    });
  });

  it('formats through the API, and keeps the text when formatting fails', async () => {
    seedDraft('new', 'select a,b from t');
    let fails = false;
    const { editor } = await renderPage({
      'POST /query/format': () =>
        fails
          ? Response.json({ error: { message: 'no', code: 'x' } }, { status: 500 })
          : { result: 'select\n  a,\n  b\nfrom\n  t' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Format' }));
    await waitFor(() => expect(editor.textContent).toBe('select  a,  bfrom  t'));
    fails = true;
    await userEvent.click(screen.getByRole('button', { name: 'Format' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Format' })).toBeTruthy());
    expect(editor.textContent).toBe('select  a,  bfrom  t');
  });

  it('keeps what is typed as a draft, there again after a reload', async () => {
    seedDraft('new', 'select 1');
    const { editor } = await renderPage({});
    const view = (await import('@codemirror/view')).EditorView.findFromDOM(editor)!;
    act(() => view.dispatch({ changes: { from: 8, insert: ' + 1' } }));
    expect(JSON.parse(localStorage.getItem('atrium:p1:sql:draft:new')!)).toBe('select 1 + 1');
    cleanup();
    const again = await renderPage({});
    expect(again.editor.textContent).toBe('select 1 + 1');
  });

  it("shows each tab's own results again when the user comes back to it", async () => {
    seedDraft('new', 'create table t (id int); select 1; select null');
    const me = '00000000-0000-4000-8000-000000000001';
    const { requests } = stubPgMeta({ ...names, 'POST /query/results': twoResults });
    stubSnippets(me, [
      {
        id: 'a',
        name: 'Orders',
        description: '',
        type: 'sql',
        visibility: 'user',
        owner_id: me,
        project_id: 1,
        content: { sql: 'select 2', favorite: false },
        version: 1,
        inserted_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    ]);
    localStorage.setItem(`atrium:p1:sql:tabs:${me}`, JSON.stringify(['a']));
    render(
      <SqlHarness>
        <Route path="/project/:ref/sql/:id">
          <SqlEditorPage />
        </Route>
      </SqlHarness>,
    );
    await screen.findByRole('textbox', { name: 'SQL' });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('3 statements ran in 12 ms')).toBeTruthy();

    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'SQL' }).textContent).toBe('select 2'),
    );
    expect(screen.queryByText('3 statements ran in 12 ms')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'New query' }));
    expect(await screen.findByText('3 statements ran in 12 ms')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/query/results')).toHaveLength(1);
  });
});
