import { describe, expect, it } from 'vitest';
import { cutNotice, statementSummary } from './statement-summary.js';

const statement = (change: object) => ({
  columns: null,
  rows: [],
  command: 'SELECT',
  rowCount: 1,
  cut: null,
  ...change,
});

describe('statement summaries', () => {
  it('names the command and its rows, or the command alone', () => {
    expect(statementSummary(statement({ command: 'INSERT', rowCount: 2 }))).toBe('INSERT: 2 rows');
    expect(statementSummary(statement({}))).toBe('SELECT: 1 row');
    expect(statementSummary(statement({ command: 'CREATE TABLE', rowCount: null }))).toBe(
      'CREATE TABLE',
    );
    expect(statementSummary(statement({ command: null }))).toBe('Did not finish');
  });

  it('says how much of a cut result is shown and which limit cut it', () => {
    expect(cutNotice(statement({}))).toBeNull();
    expect(cutNotice(statement({ rows: [['1'], ['2']], rowCount: 100005, cut: 'rows' }))).toBe(
      'Showing 2 of 100,005 rows: the answer reached the row limit (ATRIUM_QUERY_ROW_LIMIT).',
    );
  });
});
