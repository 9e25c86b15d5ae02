import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { api } from '../../harness/api.js';
import { coreOverlays, coreScreens } from './core.js';
import type { Overlay, Screen, ScreenList } from './screen.js';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where plugins live: first-party in plugins/, third-party ones (the examples) in examples/. */
const PLUGIN_GROUPS = ['plugins', 'examples'];

/** Every plugin folder's `e2e/screens.ts`, whether or not the app runs that plugin. */
export const screenListFiles = (): string[] =>
  PLUGIN_GROUPS.flatMap((group) =>
    readdirSync(join(REPO_ROOT, group)).map((name) =>
      join(REPO_ROOT, group, name, 'e2e', 'screens.ts'),
    ),
  ).filter((file) => existsSync(file));

/** The module at `file`, once it has the shape of a `ScreenList`; else why not, naming the file. */
function asScreenList(file: string, module: Record<string, unknown>): ScreenList {
  const problem = (what: string) => new Error(`${file}: ${what} (see tests/e2e/screens/screen.ts)`);
  if (typeof module.plugin !== 'string') throw problem('exports no `plugin` id');
  for (const key of ['screens', 'overlays'] as const) {
    const list = module[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw problem(`\`${key}\` is not a list`);
    for (const entry of list as Record<string, unknown>[]) {
      const step = key === 'screens' ? 'ready' : 'open';
      if (
        typeof entry.name !== 'string' ||
        typeof entry.path !== 'function' ||
        typeof entry[step] !== 'function'
      ) {
        throw problem(`an entry of \`${key}\` lacks a name, a path or its \`${step}\``);
      }
      if (entry.shownBy !== undefined && typeof entry.shownBy !== 'string')
        throw problem(`\`${String(entry.name)}\`'s \`shownBy\` is not a screen's name`);
    }
  }
  return module as unknown as ScreenList;
}

export interface CollectedScreens {
  /** The plugins whose lists were found, of those the app runs. */
  readonly plugins: readonly string[];
  readonly screens: readonly Screen[];
  readonly overlays: readonly Overlay[];
}

/**
 * Core's screens and overlays, and those of every plugin the e2e app runs (its deployment's
 * `plugins`), each read from the plugin's own `e2e/screens.ts`: a plugin added to the app brings
 * its screens to the accessibility and overlay checks without an edit here. Names are screenshot
 * file names, so two lists may not share one.
 */
export async function collectScreens(): Promise<CollectedScreens> {
  const deployment = await api<{ plugins: string[] }>('GET', '/platform/deployment');
  if (deployment.status !== 200) throw new Error(`/platform/deployment: ${deployment.status}`);
  const lists = (
    await Promise.all(
      screenListFiles().map(async (file) =>
        asScreenList(file, (await import(pathToFileURL(file).href)) as Record<string, unknown>),
      ),
    )
  ).filter((list) => deployment.body.plugins.includes(list.plugin));
  const screens = [...coreScreens, ...lists.flatMap((list) => list.screens ?? [])];
  const overlays = [...lists.flatMap((list) => list.overlays ?? []), ...coreOverlays];
  for (const names of [screens.map((s) => s.name), overlays.map((o) => o.name)]) {
    const twice = names.filter((name, index) => names.indexOf(name) !== index);
    if (twice.length > 0) throw new Error(`Screens listed twice: ${twice.join(', ')}`);
  }
  return { plugins: lists.map((list) => list.plugin), screens, overlays };
}
