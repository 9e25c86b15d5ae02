import { describe, expect, it } from 'vitest';
import { snippetPreview } from './preview.js';

describe('snippetPreview', () => {
  it('shows the first 43 characters and marks a cut', () => {
    const sql = 'select id, name, email from public.customers where id = 1';
    expect(snippetPreview(sql)).toBe(`${sql.slice(0, 43)}…`);
    expect(snippetPreview(sql.slice(0, 43))).toBe(sql.slice(0, 43));
    expect(snippetPreview('')).toBe('');
  });
});
