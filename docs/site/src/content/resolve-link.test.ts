import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolve-link.js';

const routes = new Map([
  ['docs/api.md', '/api'],
  ['docs/architecture/api.md', '/architecture/api'],
  ['docs/architecture/plugins.md', '/architecture/plugins'],
]);

describe('resolveLink', () => {
  it('maps relative links between docs onto routes', () => {
    expect(resolveLink('docs/api.md', 'architecture/api.md', routes)).toEqual({
      kind: 'page',
      route: '/architecture/api',
    });
    expect(
      resolveLink('docs/guides/first-plugin.md', '../architecture/plugins.md', routes),
    ).toEqual({ kind: 'page', route: '/architecture/plugins' });
  });

  it('ignores fragments and queries, and a bare fragment stays on the page', () => {
    expect(resolveLink('docs/api.md', './architecture/api.md#errors', routes)).toEqual({
      kind: 'page',
      route: '/architecture/api',
    });
    expect(resolveLink('docs/api.md', '#top', routes)).toEqual({ kind: 'page', route: '/api' });
  });

  it('names repository files that are not pages', () => {
    expect(
      resolveLink('docs/architecture/plugins.md', '../../examples/hello-plugin', routes),
    ).toEqual({ kind: 'repository', path: 'examples/hello-plugin' });
    expect(resolveLink('docs/api.md', '/README.md', routes)).toEqual({
      kind: 'repository',
      path: 'README.md',
    });
  });

  it('passes absolute URLs through', () => {
    expect(resolveLink('docs/api.md', 'https://hono.dev/', routes)).toEqual({
      kind: 'external',
      href: 'https://hono.dev/',
    });
  });
});
