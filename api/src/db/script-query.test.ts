import { describe, expect, it } from 'vitest';
import { readCommandTag } from './script-query.js';

describe('readCommandTag', () => {
  it('splits a command tag into its command and the row count Postgres gave', () => {
    expect(readCommandTag('SELECT 3')).toEqual({ command: 'SELECT', row_count: 3 });
    expect(readCommandTag('INSERT 0 12')).toEqual({ command: 'INSERT', row_count: 12 });
    expect(readCommandTag('CREATE TABLE')).toEqual({ command: 'CREATE TABLE', row_count: null });
    expect(readCommandTag('COPY 100005')).toEqual({ command: 'COPY', row_count: 100005 });
  });
});
