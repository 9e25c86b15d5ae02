import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture/overview.md: the web build's chunks MUST NOT import each other in a cycle.
 * In a cycle, whichever chunk the browser evaluates first sees the other's values as undefined:
 * a cycle between a plugin's chunk and a shared one once left react-aria's menu strings undefined
 * and the policies screen blank. The e2e setup builds the app exactly as `npm start` serves it.
 */
const ASSETS = fileURLToPath(new URL('../../core/dist/assets', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Issue 20 asks for 150 KB; counted here the landing was 220.5 KB, 210.6 KB once the table and
 * schema panels loaded on first open, 212.5 KB once the project data layer and the grid's keyboard
 * and toast work joined the shell (+1.2 KB in the entry), 212.2 KB once the entity type filter's
 * checkboxes and the CSV export's streaming loaded on first use, 212.6 KB once the sidebar's lint
 * icons and the narrow-screen rail joined it (+0.34 KB), 212.8 KB once the header's breadcrumb's
 * lazy slot joined the shell (+0.18 KB), 200.5 KB once the sidebar's select, menu and popovers
 * loaded when first reached for (design-system Deferred), 170.4 KB once the table list was plain
 * links instead of react-aria's GridList, 160.4 KB once its search was a native input (SearchInput),
 * 156.5 KB once core's services had a container of their own instead of tsyringe, 156.3 KB once the
 * header's project menu loaded on first use (Deferred in a chunk of its own, +0.3 KB) and the
 * loading label and editor heading were hidden by a class, not react-aria's VisuallyHidden, 150.5 KB
 * once the nav toggle's, the rail's and Gate's tooltips were InlineTooltip instead of react-aria's
 * overlay, 150.65 KB once Settings > API's route and nav item joined core's routes and the nav's
 * menu (+0.12 KB), 143.1 KB once first-party manifests were trusted at run time, so zod, the
 * manifest checks and the points' schemas load only to check a third-party manifest, 143.8 KB once
 * third-party manifests switched off waited, unchecked, for /admin/plugins (+0.7 KB here, -8.7 KB
 * in the browser, which no longer loads the checks for them), 146.4 KB once the admin, storage and
 * sql plugins' manifests joined the bundled manifests (+2.55 KB: their routes, grants, resources
 * and menu items, with the lazy entries' chunk names; the plugin API's storage client factories;
 * the table editor's panels, shared with the admin screens, splitting three editor modules out),
 * 146.43 KB once the admin manifest's extensions route, menu item and grants joined it (+0.05 KB
 * with the route's chunk name; the screen itself loads on first visit), 146.71 KB once the admin
 * plugin's functions screen and the storage plugin's policies page joined the manifests and the
 * web app began following plugins switched at run time (+0.28 KB: two routes, one menu item, the
 * switch follower's chunk name; the admin manifest now builds its routes from a screens list),
 * 146.8 KB with the room the chunks' content hashes take: the landing names its lazy chunks, and
 * a change anywhere in a chunk moves its name's gzipped size by a few hundredths of a KB;
 * then 147.45 KB measured once these joined it: the admin manifest's triggers, types, indexes,
 * column privileges and visualizer routes, menu items, grants and resources (their chunk names and
 * the flagged item's condition), the sql manifest's templates, quickstarts and history routes, its
 * two menu items and the history's and snippets' resources (the pages load on first visit), and
 * the sql plugin's plan tree (react-aria's Tree moves some shared react-aria code into a chunk the
 * landing loads, +0.1 KB); 147.55 KB with the same room for the hashes; 147.6 KB once boot imported
 * each third-party manifest in isolation (a chunk and a loader each, so a throwing one is left out,
 * not fatal) and the plugin context gained `pluginApi()` (measured 147.566 KB); 147.8 KB once boot
 * loads the reporter that tells the server of plugin failures, and the sql and storage manifests
 * gained their tabs' and resumable uploads' entries (measured 147.689 and 147.702 KB, together, as
 * other chunks' hashes changed), with the same 0.1 KB room for the hashes; 136.75 KB once every
 * module the entry imports statically went into one chunk, the shell's (`core/vite/shell-chunk.ts`:
 * 147.7 KB in 44 chunks before, 136.65 KB in 18 after; the modules are the same), with the same room.
 * Turning the bundled manifests into data at build time is the next saving.
 * Held here so it only goes down but for a feature of the landing itself, named here; lower it
 * with each saving. KB as the shell-load bench and vite count them: 1000 bytes.
 */
const EDITOR_LANDING_BUDGET_KB = 136.75;
const KB = 1000;

function staticImports(): Map<string, Set<string>> {
  const chunks = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  return new Map(
    chunks.map((chunk) => {
      const code = readFileSync(join(ASSETS, chunk), 'utf8');
      const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);
      return [chunk, new Set(imported)];
    }),
  );
}

/** The chunks a chunk brings along when it loads: its static imports, transitively. */
function staticClosure(graph: Map<string, Set<string>>, chunk: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of graph.get(name) ?? []) visit(next);
  };
  visit(chunk);
  return seen;
}

/** The one chunk holding a string of a source file (checked against the source, so never stale). */
function chunkWith(marker: string, source: string): string {
  expect(readFileSync(join(ROOT, source), 'utf8')).toContain(marker);
  const holders = readdirSync(ASSETS).filter(
    (name) => name.endsWith('.js') && readFileSync(join(ASSETS, name), 'utf8').includes(marker),
  );
  expect(holders, `chunks holding '${marker}'`).toHaveLength(1);
  return holders[0]!;
}

/** Every cycle, as the chunk names around it, found by depth-first search. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string) => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of graph.keys()) if (!state.has(chunk)) visit(chunk);
  return found;
}

describe('the web build', () => {
  it('has chunks that import each other without cycles', () => {
    const graph = staticImports();
    expect(graph.size).toBeGreaterThan(5);
    expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  /**
   * docs/architecture/plugins.md: each route, command and contribution loads its own entry, so
   * the table editor's home (its sidebar) loads without the grid, which waits for a table.
   */
  it('loads the table editor’s screen without its grid: two chunks, the grid not imported', () => {
    const graph = staticImports();
    const screen = chunkWith(
      'Select a table or create a new one',
      'plugins/data-grid/src/TableEditorPage.tsx',
    );
    const grid = chunkWith('Copy cell content', 'plugins/data-grid/src/grid/view/GridView.tsx');
    expect(grid).not.toBe(screen);
    expect([...staticClosure(graph, screen)]).not.toContain(grid);
  });

  /**
   * docs/architecture/plugins.md: the editor's landing (`/project/{ref}/editor`, no table open)
   * loads its screen and the navigation on top of the shell, and nothing the user has not asked
   * for yet (the grid, the table and schema panels). Counted statically, gzip -9 as the shell-load
   * bench counts: index.html's entry and preloads, and the static imports of the editor's screen
   * and of the nav's sidebar. The bench measures the same landing in Chromium.
   */
  it('keeps the editor’s landing within its budget of gzipped JavaScript', () => {
    const graph = staticImports();
    const html = readFileSync(join(ASSETS, '..', 'index.html'), 'utf8');
    const upFront = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const editor = chunkWith(
      'Select a table or create a new one',
      'plugins/data-grid/src/TableEditorPage.tsx',
    );
    const sidebar = readdirSync(ASSETS).filter((name) => /^Sidebar-[\w-]+\.js$/.test(name));
    expect(sidebar, 'the nav sidebar’s chunk').toHaveLength(1);
    const landing = new Set(
      [...upFront, editor, sidebar[0]!].flatMap((chunk) => [...staticClosure(graph, chunk)]),
    );
    const gz = [...landing].reduce(
      (sum, chunk) => sum + gzipSync(readFileSync(join(ASSETS, chunk)), { level: 9 }).length,
      0,
    );
    expect(gz / KB).toBeLessThanOrEqual(EDITOR_LANDING_BUDGET_KB);
  });

  /**
   * docs/architecture/plugins.md: every module the entry imports statically is in one chunk, the
   * shell's (`core/vite/shell-chunk.ts`), so index.html loads it and the bundler's runtime alone,
   * not some thirty chunks Rolldown would split by which lazy entries share them.
   */
  it('loads the shell as one chunk beside the bundler’s runtime', () => {
    const html = readFileSync(join(ASSETS, '..', 'index.html'), 'utf8');
    const upFront = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(upFront.filter((chunk) => !/^rolldown-runtime-[\w-]+\.js$/.test(chunk))).toEqual([
      expect.stringMatching(/^index-[\w-]+\.js$/),
    ]);
  });

  /**
   * docs/architecture/plugins.md: first-party manifests are trusted at run time (the test suite
   * checks each one), so zod, the manifest checks and the points' schemas load in a chunk of their
   * own, only to check a third-party manifest. Found by zod's base schema's name, in its code.
   */
  it('keeps zod out of the editor’s landing', () => {
    const graph = staticImports();
    const html = readFileSync(join(ASSETS, '..', 'index.html'), 'utf8');
    const upFront = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const editor = chunkWith(
      'Select a table or create a new one',
      'plugins/data-grid/src/TableEditorPage.tsx',
    );
    const sidebar = readdirSync(ASSETS).filter((name) => /^Sidebar-[\w-]+\.js$/.test(name));
    const landing = new Set(
      [...upFront, editor, ...sidebar].flatMap((chunk) => [...staticClosure(graph, chunk)]),
    );
    const zod = readdirSync(ASSETS).filter(
      (name) =>
        name.endsWith('.js') && readFileSync(join(ASSETS, name), 'utf8').includes('$ZodType'),
    );
    expect(zod.length).toBeGreaterThan(0);
    expect(zod.filter((chunk) => landing.has(chunk))).toEqual([]);
  });

  /**
   * docs/architecture/plugins.md: no overlay of the landing is open at first paint, so none loads
   * with it: the sidebar's schema and sort selects, row menu and popovers show stand-ins
   * (Deferred) and load their chunk, with react-aria's menus, popovers and list boxes, on first use.
   */
  it('keeps the sidebar’s overlays out of the editor’s landing', () => {
    const graph = staticImports();
    const html = readFileSync(join(ASSETS, '..', 'index.html'), 'utf8');
    const upFront = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const editor = chunkWith(
      'Select a table or create a new one',
      'plugins/data-grid/src/TableEditorPage.tsx',
    );
    const overlays = chunkWith(
      'Duplicate Table',
      'plugins/data-grid/src/sidebar/deferred-overlays.tsx',
    );
    const landing = new Set(
      [...upFront, editor].flatMap((chunk) => [...staticClosure(graph, chunk)]),
    );
    expect(landing.has(overlays)).toBe(false);
  });

  /**
   * docs/architecture/plugins.md: the header's breadcrumb is drawn at every page's first paint (a
   * lazy chunk, fetched before the shell is interactive, so the shell-load bench counts it), and
   * its project menu is not open then: the menu loads on first use (Deferred), and with it
   * react-aria's menus. Found by react-aria's own class name, which only its Menu carries.
   */
  it('keeps react-aria’s menus out of the header breadcrumb’s first load', () => {
    const graph = staticImports();
    const breadcrumb = chunkWith(
      'switch project',
      'core/src/shell/breadcrumb/ProjectSwitcherButton.tsx',
    );
    const menus = readdirSync(ASSETS).filter(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(join(ASSETS, name), 'utf8').includes('react-aria-Menu`'),
    );
    expect(menus.length).toBeGreaterThan(0);
    const closure = staticClosure(graph, breadcrumb);
    expect(menus.filter((chunk) => closure.has(chunk))).toEqual([]);
  });
});
