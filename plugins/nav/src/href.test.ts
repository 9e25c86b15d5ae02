import { describe, expect, it } from 'vitest';
import { fillHref, hrefTemplate } from './href.js';

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

describe('hrefTemplate', () => {
  const infrastructure = '/project/{ref}/settings/infrastructure';

  it('sends infrastructure to the building page while the project comes up', () => {
    expect(hrefTemplate(infrastructure, true)).toBe('/project/{ref}/building');
    expect(hrefTemplate(infrastructure, false)).toBe(infrastructure);
  });

  it('keeps other hrefs', () => {
    expect(hrefTemplate('/project/{ref}/settings/general', true)).toBe(
      '/project/{ref}/settings/general',
    );
  });
});
