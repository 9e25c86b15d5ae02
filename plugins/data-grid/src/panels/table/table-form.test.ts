import { describe, expect, it } from 'vitest';
import { emptyColumn } from '../columns/column-draft.js';
import {
  initialTableForm,
  isTableFormValid,
  rlsWarning,
  tableChanges,
  tableNameError,
} from './table-form.js';

const table = { id: 7, name: 'a', schema: 'public', comment: null, rls_enabled: false };

describe('the table form', () => {
  it('starts a new table with RLS on and the starter columns', () => {
    const form = initialTableForm('public');
    expect(form.rlsEnabled).toBe(true);
    expect(form.columns.map((c) => c.name)).toEqual(['id', 'created_at']);
    expect(isTableFormValid(form)).toBe(false); // no name yet
    expect(isTableFormValid({ ...form, name: 't' })).toBe(true);
  });

  it('needs a name and valid columns', () => {
    expect(tableNameError('  ')).toBe('Please provide a name for your table');
    const form = { ...initialTableForm('public'), name: 't' };
    expect(isTableFormValid({ ...form, columns: [...form.columns, emptyColumn()] })).toBe(false);
  });

  it('sends only what changed when editing', () => {
    const form = initialTableForm('public', table);
    expect(tableChanges(table, form)).toEqual({});
    expect(
      tableChanges(table, { ...form, name: 'b', comment: 'hi', rlsEnabled: true, schema: 'x' }),
    ).toEqual({ name: 'b', comment: 'hi', rls_enabled: true, schema: 'x' });
    expect(tableChanges({ ...table, comment: 'old' }, form)).toEqual({ comment: null });
  });
});

describe('rlsWarning (issue 21, item 20)', () => {
  it('says what is true here: no anonymous data API is served, so no API key is named', () => {
    expect(rlsWarning(false)).not.toMatch(/API|publicly/);
    expect(rlsWarning(false)).toContain('every role granted access to the table');
  });
});
