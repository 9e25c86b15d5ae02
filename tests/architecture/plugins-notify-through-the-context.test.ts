import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPackage } from '../../packages/plugin-testing/src/check/check-package.js';
import {
  GLOBAL_TOAST,
  notificationViolations,
} from '../../packages/plugin-testing/src/check/notifications.js';
import { formatViolation } from '../../packages/plugin-testing/src/check/violation.js';
import { pluginPackages, ROOT, sourceFiles } from './plugin-sources.js';

/*
 * docs/architecture/plugins.md: a plugin notifies through its context's `notify()` (and the
 * `toast` shorthands over it), never through the design system's global toast queue, so every
 * notification goes through the one API that shows progress and can be dismissed, and tests read
 * a plugin's notifications from its context (`recordingFeedback` in `@atrium/core/testing`). The
 * rule is `atrium-plugin-check`'s `notifications`
 * (packages/plugin-testing/src/check/notifications.ts).
 */

const uses = (text: string) =>
  notificationViolations('src/use-thing.ts', text).map((v) => `${v.line}: ${v.message}`);

describe('plugins notify through their context', () => {
  it('names what the design system really exports as its global toast queue', () => {
    const overlays = readFileSync(join(ROOT, 'design-system/src/components/overlays.ts'), 'utf8');
    for (const name of GLOBAL_TOAST) expect(overlays).toMatch(new RegExp(`\\b${name},`));
  });

  it('catches the global queue imported by name, renamed, or through a namespace', () => {
    const says = (name: string) =>
      `the design system's global ${name}: notify through the plugin context (notify(), toast.*)`;
    expect(uses("import { Button, toast } from '@atrium/design-system';")).toEqual([
      `1: ${says('toast')}`,
    ]);
    expect(
      uses("import {\n  Dialog,\n  toastQueue as queue,\n} from '@atrium/design-system';"),
    ).toEqual([`3: ${says('toastQueue')}`]);
    expect(uses("import * as ds from '@atrium/design-system';\nds.toast.success('x');")).toEqual([
      `2: ${says('toast')}`,
    ]);
    expect(
      uses(
        "import { Button } from '@atrium/design-system';\nconst { toast } = usePluginContext();\ntoast.success('x');",
      ),
    ).toEqual([]);
  });

  it('finds plugin sources to check', () => {
    const files = pluginPackages.flatMap((dir) => sourceFiles(join(dir, 'src')));
    expect(files.map((f) => relative(ROOT, f))).toContain(
      'plugins/data-grid/src/csv/use-csv-export.ts',
    );
  });

  it.each(pluginPackages.map((p) => [relative(ROOT, p), p]))('%s', (_name, dir) => {
    expect(checkPackage(dir, ['notifications']).map(formatViolation)).toEqual([]);
  });
});
