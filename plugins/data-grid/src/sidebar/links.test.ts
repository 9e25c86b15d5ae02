import { describe, expect, it } from 'vitest';
import { editorHref, policiesHref } from './links.js';

describe('links', () => {
  it('keeps the schema in the editor URL', () => {
    expect(editorHref('default', 'public')).toBe('/project/default/editor?schema=public');
    expect(editorHref('default', 'my schema', 42)).toBe(
      '/project/default/editor/42?schema=my+schema',
    );
  });

  it('filters the policies screen by schema and table', () => {
    expect(policiesHref('default', 'public', 'a&b')).toBe(
      '/project/default/auth/policies?schema=public&search=a%26b',
    );
  });
});
