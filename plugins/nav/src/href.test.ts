import { describe, expect, it } from 'vitest';
import { fillHref } from './href.js';

describe('fillHref', () => {
  it('fills {ref} and {slug}, in paths and query strings', () => {
    expect(fillHref('/project/{ref}/sql/new', { ref: 'default' })).toBe('/project/default/sql/new');
    expect(fillHref('/org/{slug}/usage?projectRef={ref}', { ref: 'abc', slug: 'acme' })).toBe(
      '/org/acme/usage?projectRef=abc',
    );
  });

  it('leaves hrefs without placeholders alone', () => {
    expect(fillHref('/projects', {})).toBe('/projects');
  });

  it('encodes values', () => {
    expect(fillHref('/org/{slug}/general', { slug: 'a b/c' })).toBe('/org/a%20b%2Fc/general');
  });

  it('gives no href when a placeholder has no value', () => {
    expect(fillHref('/org/{slug}/billing', { ref: 'abc' })).toBeUndefined();
    expect(fillHref('/project/{ref}/api', { ref: undefined })).toBeUndefined();
  });
});
