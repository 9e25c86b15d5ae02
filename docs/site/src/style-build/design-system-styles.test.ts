import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STYLE_VALUES, unknownStyleImports } from './design-system-styles.js';
import * as styleValues from './style-values.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const reExports = (code: string) =>
  [...code.matchAll(/export \{ (\w+) \} from '([^']+)'/g)].map(([, name, from]) => ({
    name,
    from: from?.replace(/^(\.\.\/)+design-system\/src\//, './'),
  }));

describe("the design system's style values, as vanilla-extract's compiler resolves them", () => {
  it('are what style-values.ts exports, from the modules the design system exports them from', () => {
    expect(Object.keys(styleValues).sort()).toEqual([...STYLE_VALUES].sort());
    const fromIndex = reExports(read('design-system/src/index.ts'));
    for (const value of reExports(read('docs/site/src/style-build/style-values.ts'))) {
      expect(fromIndex).toContainEqual(value);
    }
  });

  it('names what a style file imports from the design system beyond them', () => {
    const code = [
      "import { style } from '@vanilla-extract/css';",
      "import { Button, focusRing, vars as v } from '@atrium/design-system';",
    ].join('\n');
    expect(unknownStyleImports(code)).toEqual(['Button']);
    expect(unknownStyleImports("import { vars } from '@atrium/design-system';")).toEqual([]);
  });

  it('cover every style file the docs site shows', () => {
    const styleFiles = ['docs/site/src', 'core/src', 'design-system/src'].flatMap((dir) =>
      readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css.ts'))
        .map((file) => path.join(dir, file)),
    );
    expect(styleFiles.length).toBeGreaterThan(50);
    expect(styleFiles.filter((file) => unknownStyleImports(read(file)).length > 0)).toEqual([]);
  });
});
