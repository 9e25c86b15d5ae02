// What a fresh build says about the shell's first load: the entry and its preloads, and which
// chunk one lazily loaded entry of each plugin landed in.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS, DIST, ROOT, fileOf, gzSize } from './common.mjs';

/**
 * A string one lazily loaded entry of each plugin holds and its manifest does not, to find the chunk it
 * landed in. Only string literals survive minification, hence not always the file one would expect
 * (NavSections.tsx has none that is unique and survives minification intact). Checked against the
 * source first, so a stale marker is an error rather than a silent pass.
 */
export const PLUGINS = [
  {
    id: 'nav',
    dir: 'plugins/nav/src',
    source: 'menus/section-icons.ts',
    marker: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  },
  {
    id: 'data-grid',
    dir: 'plugins/data-grid/src',
    source: 'TableEditorPage.tsx',
    marker: 'Select a table or create a new one',
  },
  {
    id: 'rls',
    dir: 'plugins/rls/src',
    source: 'screen/PoliciesPage.tsx',
    marker: 'Filter tables by name',
  },
  {
    id: 'hello',
    dir: 'examples/hello-plugin/src',
    source: 'HelloPage.tsx',
    marker: 'Failed to load the greeting',
  },
  {
    id: 'faulty',
    dir: 'examples/faulty-plugin/src',
    source: 'Broken.tsx',
    marker: 'The faulty plugin failed while rendering',
  },
] as const;

export interface StaticReport {
  /** The entry script and its modulepreloads, in document order, deduplicated. */
  readonly firstLoad: ReadonlyArray<{ file: string; raw: number; gz: number }>;
  readonly firstLoadGz: number;
  /** Plugin id to the chunk its marked entry is in. */
  readonly pluginChunks: ReadonlyMap<string, string>;
  /** Why "each plugin in its own chunk" does not hold; empty when it does. */
  readonly problems: readonly string[];
  readonly devBuild: boolean;
}

/** Reads the fresh build: what index.html loads up front, and where each plugin's code went. */
export function inspectBuild(): StaticReport {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag) && attr(tag, 'type') === 'module' && attr(tag, 'src')) {
      urls.add(attr(tag, 'src')!);
    } else if (/^<link/i.test(tag) && attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) {
      urls.add(attr(tag, 'href')!);
    }
  }
  if (urls.size === 0) throw new Error('core/dist/index.html has no module script');
  const firstLoad = [...urls].map((url) => {
    const text = readFileSync(join(ASSETS, fileOf(url)));
    return { file: fileOf(url), raw: text.length, gz: gzSize(text) };
  });

  const chunks = new Map(
    readdirSync(ASSETS)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(ASSETS, name), 'utf8')]),
  );
  const upFront = new Set(firstLoad.map(({ file }) => file));
  const problems: string[] = [];
  const pluginChunks = new Map<string, string>();
  for (const plugin of PLUGINS) {
    const source = readFileSync(join(ROOT, plugin.dir, plugin.source), 'utf8');
    const manifest = readFileSync(join(ROOT, plugin.dir, 'manifest.ts'), 'utf8');
    if (!source.includes(plugin.marker) || manifest.includes(plugin.marker)) {
      throw new Error(
        `The ${plugin.id} marker '${plugin.marker}' must be in ${plugin.dir}/${plugin.source} ` +
          'and not in its manifest.ts: update PLUGINS in shell-load/inspect-build.mts',
      );
    }
    const holders = [...chunks].filter(([, text]) => text.includes(plugin.marker)).map(([n]) => n);
    const eager = holders.filter((name) => upFront.has(name));
    if (holders.length === 0) problems.push(`${plugin.id}: its code is in no chunk`);
    else if (eager.length > 0)
      problems.push(`${plugin.id}: in the first load (${eager.join(', ')})`);
    else if (holders.length > 1) problems.push(`${plugin.id}: spread over ${holders.join(', ')}`);
    if (holders.length === 1) pluginChunks.set(plugin.id, holders[0]!);
  }
  const byChunk = new Map<string, string[]>();
  for (const [id, chunk] of pluginChunks) byChunk.set(chunk, [...(byChunk.get(chunk) ?? []), id]);
  for (const [chunk, ids] of byChunk) {
    if (ids.length > 1) problems.push(`${ids.join(' and ')} share ${chunk}`);
  }

  const entryText = chunks.get(firstLoad[0]!.file) ?? '';
  return {
    firstLoad,
    firstLoadGz: firstLoad.reduce((sum, { gz }) => sum + gz, 0),
    pluginChunks,
    problems,
    devBuild: entryText.includes('jsxDEV'),
  };
}
