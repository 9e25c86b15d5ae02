import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginPackages, ROOT, sourceFiles } from './plugin-sources.js';

/*
 * docs/architecture/overview.md: the keyboard focus ring is drawn from the design system's one
 * `focusRing` (design-system/src/theme/focus-ring.ts), never written out again in a stylesheet, so
 * every screen's ring is the same and changes in one place.
 */

const THE_RING = 'design-system/src/theme/focus-ring.ts';

/** A 2px ring or outline in the focus colour, however the colour is reached. */
const HAND_WRITTEN_RING = /(0 0 0 2px|2px solid) \$\{[\w.]*\.focus\}/;

const stylesheets = [
  ...['design-system', 'core'].flatMap((dir) => sourceFiles(join(ROOT, dir, 'src'))),
  ...pluginPackages.flatMap((dir) => sourceFiles(join(dir, 'src'))),
]
  .filter((file) => file.endsWith('.css.ts'))
  .map((file) => relative(ROOT, file))
  .filter((file) => file !== THE_RING);

const handWrittenRings = (file: string, text: string) =>
  text
    .split('\n')
    .flatMap((line, i) =>
      HAND_WRITTEN_RING.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );

describe('one focus ring', () => {
  it('recognises a ring written out by hand, by whatever name the colour is reached', () => {
    const sheet = [
      "'&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },",
      "'&:focus-visible': { boxShadow: `inset 0 0 0 2px ${c.focus}` },",
      "'&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },",
      "'&[data-focus-visible]': { boxShadow: focusRing.around },",
    ].join('\n');
    expect(handWrittenRings('fixture.css.ts', sheet)).toHaveLength(3);
  });

  it('is defined once, and every stylesheet uses it', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
    const found = stylesheets.flatMap((file) =>
      handWrittenRings(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
