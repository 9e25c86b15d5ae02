import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFeedback, stubPgMeta, type PgMetaStub } from '@atrium/core/testing';
import { SqlEditorPage } from '../editor/SqlEditorPage.js';
import { seedDraft, SqlHarness } from '../test/harness.js';
import { analyzeWriteQuestion } from './use-explain.js';

afterEach(() => vi.unstubAllGlobals());

const names: PgMetaStub = {
  'GET /columns': () => [],
  'GET /functions': () => [],
  'GET /roles': () => [],
};

const seqScan = {
  plan: {
    Plan: { 'Node Type': 'Seq Scan', 'Relation Name': 't', 'Total Cost': 10, 'Plan Rows': 5 },
  },
  analyzed: false,
};

async function renderPage(routes: PgMetaStub) {
  const requests = stubPgMeta({ ...names, ...routes }).requests;
  const feedback = recordingFeedback();
  render(
    <SqlHarness feedback={feedback}>
      <SqlEditorPage />
    </SqlHarness>,
  );
  const editor = await screen.findByRole('textbox', { name: 'SQL' });
  const view = (await import('@codemirror/view')).EditorView.findFromDOM(editor)!;
  const explains = () => requests.filter((r) => r.path === '/query/explain').map((r) => r.body);
  return { editor, view, feedback, explains };
}

describe('EXPLAIN in the SQL editor', () => {
  it('explains the statement under the cursor (F7) and shows its plan in place of the results', async () => {
    seedDraft('new', 'select 1;\nselect * from t;\nselect 3');
    const { editor, view, explains } = await renderPage({ 'POST /query/explain': () => seqScan });
    // Typed last, so the editor's last report is of a change of text, not of a selection.
    act(() => view.dispatch({ changes: { from: 18, insert: ' ' }, selection: { anchor: 19 } }));
    fireEvent.keyDown(editor, { key: 'F7' });
    const tree = await screen.findByRole('treegrid', { name: 'Query plan' });
    expect(tree.textContent).toContain('Seq Scan');
    expect(screen.getByText('Estimated plan: the statement did not run.')).toBeTruthy();
    expect(explains()).toEqual([{ query: 'select *  from t', analyze: false }]);

    await userEvent.click(screen.getByRole('button', { name: 'Close plan' }));
    expect(screen.queryByRole('treegrid')).toBeNull();
    expect(screen.getByRole('region', { name: 'Results' })).toBeTruthy();
  });

  it('asks before analyzing a statement the API finds may write, and analyzes it once confirmed', async () => {
    seedDraft('new', 'delete from t');
    const { explains, feedback } = await renderPage({
      'POST /query/explain': (request) =>
        (request.body as { write_confirmed?: boolean }).write_confirmed
          ? seqScan
          : Response.json(
              { error: { message: 'EXPLAIN ANALYZE runs it', code: 'analyze_write' } },
              { status: 428 },
            ),
    });
    feedback.confirm.mockResolvedValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Explain analyze' }));
    await screen.findByRole('treegrid', { name: 'Query plan' });
    expect(feedback.confirm).toHaveBeenCalledWith(analyzeWriteQuestion);
    expect(explains()).toEqual([
      { query: 'delete from t', analyze: true },
      { query: 'delete from t', analyze: true, write_confirmed: true },
    ]);
  });

  it("underlines the explained statement's error where Postgres found it", async () => {
    seedDraft('new', 'select 1;\nselect * fron t');
    const { editor, view } = await renderPage({
      'POST /query/explain': () =>
        Response.json(
          { error: { message: 'syntax error at or near "t"', code: '42601', position: 15 } },
          { status: 400 },
        ),
    });
    act(() => view.dispatch({ selection: { anchor: 12 } }));
    fireEvent.keyDown(editor, { key: 'F7', shiftKey: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ERROR: 42601: syntax error at or near "t"',
    );
    await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
    const marked = [...document.querySelectorAll('[data-error]')].map((node) => node.textContent);
    expect(marked).toEqual(['t']);
  });
});
