import { describe, expect, it } from 'vitest';
import { extensionPoints } from '@atrium/core/plugin-api';
import guide from '../../../guides/first-plugin.md?raw';
import { parseBlocks, type Block } from '../markdown/blocks.js';
import { guideEmbeds } from './embeds.js';

/** The example plugin's files, by repository path, as they are today. */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../examples/hello-plugin/{package.json,src/**/*.{ts,tsx}}', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([key, source]) => [key.replace(/^(\.\.\/)+/, ''), source]),
);

const blocks = parseBlocks(guide);
const titled = blocks.filter(
  (block): block is Extract<Block, { type: 'code' }> => block.type === 'code' && !!block.title,
);

// The guide quotes the example plugin file by file; these checks keep the quotes true.
describe('docs/guides/first-plugin.md', () => {
  it('is titled for the site', () => {
    expect(blocks[0]).toEqual({ type: 'heading', level: 1, text: 'Write your first plugin' });
  });

  it('quotes every file of the hello plugin, except its tests', () => {
    const quoted = titled.map((block) => block.title);
    const files = Object.keys(sources).filter((path) => !path.includes('.test.'));
    expect(files.length).toBeGreaterThan(5);
    expect([...quoted].sort()).toEqual(expect.arrayContaining(files.sort()));
  });

  it.each(titled.map((block) => [block.title!, block] as const))(
    'quotes %s as it is',
    (path, block) => {
      const source = sources[path];
      expect(source, `${path} is not a file of the hello plugin`).toBeDefined();
      // Prettier formats JSON in markdown differently from package.json files: compare the data.
      if (path.endsWith('.json')) expect(JSON.parse(block.code)).toEqual(JSON.parse(source!));
      else expect(block.code).toBe(source!.trimEnd());
    },
  );

  it('lists every extension point core defines', () => {
    for (const point of Object.values(extensionPoints)) expect(guide).toContain(`\`${point.id}\``);
  });

  it('has a live example for every embed it marks', () => {
    const embeds = blocks.filter((block) => block.type === 'embed').map((block) => block.name);
    expect(embeds).toContain('hello-card');
    for (const name of embeds) expect(guideEmbeds[name]).toBeDefined();
  });
});
