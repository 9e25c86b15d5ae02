import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CORE_PATHS } from '../../core/src/host/validate-manifest.js';
import { importInstalledManifests } from './installed-manifests.js';

// Manifests are data, but the plugin API they import re-exports components styled by the design
// system, whose vanilla-extract styles need the web build. Only the data is read here.
// Mocked only for this file (the unit project runs its files in one module graph,
// tests/architecture/unit-tests-share-no-state.test.ts), before the manifests are imported.
const DESIGN_SYSTEM = '../../design-system/src/index.ts';
vi.resetModules();
vi.doMock(DESIGN_SYSTEM, () => ({}));
afterAll(() => {
  vi.doUnmock(DESIGN_SYSTEM);
  vi.resetModules();
});

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The nav plugin draws the menus; its own items are links to core's pages. */
const NAV = 'nav';

/** An href template as a path: placeholders filled, the query string left off. */
const pathOf = (href: string) => href.split('?')[0]!.replace(/\{(\w+)\}/g, 'x');

/** Whether a route path such as `/project/:ref/editor/:id` matches a concrete path. */
function matches(route: string, path: string): boolean {
  const want = route.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

/**
 * docs/architecture/plugins.md: navigation belongs to the plugin that owns the route. Every menu
 * item of every installed plugin links to a route of that same plugin (nav's, to core's pages), so
 * a plugin switched off takes its links with it and no menu ever leads to the not-found page.
 */
describe('every nav item links to a route of its own plugin', async () => {
  const manifests = (await importInstalledManifests(ROOT)).map((m) => m.manifest);
  const items = manifests.flatMap((m) =>
    (m.navItems ?? []).map((item) => ({ plugin: m, id: `${m.id}/${item.id}`, href: item.href })),
  );

  it('has items to check, from more than one plugin', () => {
    expect(new Set(items.map((i) => i.plugin.id)).size).toBeGreaterThan(1);
  });

  it.each(items)('$id → $href', ({ plugin, href }) => {
    const own = plugin.id === NAV ? CORE_PATHS : (plugin.routes ?? []).map((r) => r.path);
    expect(
      own.some((route) => matches(route, pathOf(href))),
      `${href} is not a route of ${plugin.id}`,
    ).toBe(true);
  });
});
