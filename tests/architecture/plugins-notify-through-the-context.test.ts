import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginPackages, ROOT, sourceFiles } from './plugin-sources.js';

/*
 * docs/architecture/plugins.md: a plugin notifies through its context's `notify()` (and the
 * `toast` shorthands over it), never through the design system's global toast queue, so every
 * notification goes through the one API that shows progress and can be dismissed, and tests read
 * a plugin's notifications from its context (`recordingFeedback` in `@atrium/core/testing`).
 */

/** The design system's global queue and the functions that add to it. */
const GLOBAL_TOAST = ['toast', 'toastQueue'];

const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@atrium\/design-system['"]/g;
const NAMESPACE_IMPORT = /import\s+\*\s+as\s+(\w+)\s+from\s*['"]@atrium\/design-system['"]/g;

function globalToastUses(text: string): string[] {
  const named = [...text.matchAll(NAMED_IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map(
        (item) =>
          item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter((name) => GLOBAL_TOAST.includes(name)),
  );
  const throughNamespace = [...text.matchAll(NAMESPACE_IMPORT)].flatMap(([, namespace]) =>
    GLOBAL_TOAST.filter((name) => new RegExp(`\\b${namespace}\\.${name}\\b`).test(text)),
  );
  return [...named, ...throughNamespace];
}

const pluginFiles = pluginPackages.flatMap((dir) => sourceFiles(join(dir, 'src')));

describe('plugins notify through their context', () => {
  it('names what the design system really exports as its global toast queue', () => {
    const overlays = readFileSync(join(ROOT, 'design-system/src/components/overlays.ts'), 'utf8');
    for (const name of GLOBAL_TOAST) expect(overlays).toMatch(new RegExp(`\\b${name},`));
  });

  it('catches the global queue imported by name, renamed, or through a namespace', () => {
    expect(globalToastUses("import { Button, toast } from '@atrium/design-system';")).toEqual([
      'toast',
    ]);
    expect(
      globalToastUses(
        "import {\n  Dialog,\n  toastQueue as queue,\n} from '@atrium/design-system';",
      ),
    ).toEqual(['toastQueue']);
    expect(
      globalToastUses("import * as ds from '@atrium/design-system';\nds.toast.success('x');"),
    ).toEqual(['toast']);
    expect(
      globalToastUses(
        "import { Button } from '@atrium/design-system';\nconst { toast } = usePluginContext();",
      ),
    ).toEqual([]);
  });

  it('finds plugin sources to check', () => {
    expect(pluginFiles.map((f) => relative(ROOT, f))).toContain(
      'plugins/data-grid/src/csv/use-csv-export.ts',
    );
  });

  it.each(pluginFiles.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    expect(globalToastUses(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
