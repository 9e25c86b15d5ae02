import { describe, expect, it } from 'vitest';
import { parseBlocks } from './blocks.js';

describe('parseBlocks', () => {
  it('reads headings and joins a paragraph’s lines with spaces', () => {
    expect(parseBlocks('# Title\n\nOne line\nand the next.\n\n### Third ###')).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'One line and the next.' },
      { type: 'heading', level: 3, text: 'Third' },
    ]);
  });

  it('does not take #hashtag or seven hashes for a heading', () => {
    expect(parseBlocks('#hashtag\n\n####### seven')).toEqual([
      { type: 'paragraph', text: '#hashtag' },
      { type: 'paragraph', text: '####### seven' },
    ]);
  });

  it('reads a fenced block verbatim, with its language and title', () => {
    const source = '```tsx title=src/a.tsx\nconst a = 1;\n\n  // indented\n```\nafter';
    expect(parseBlocks(source)).toEqual([
      { type: 'code', lang: 'tsx', title: 'src/a.tsx', code: 'const a = 1;\n\n  // indented' },
      { type: 'paragraph', text: 'after' },
    ]);
  });

  it('keeps markdown inside a fence as code, and closes only on a long enough fence', () => {
    const [block] = parseBlocks('````md\n# not a heading\n```\n- not a list\n````');
    expect(block).toEqual({
      type: 'code',
      lang: 'md',
      title: undefined,
      code: '# not a heading\n```\n- not a list',
    });
  });

  it('runs an unclosed fence to the end', () => {
    expect(parseBlocks('```\ncode')).toEqual([
      { type: 'code', code: 'code', lang: undefined, title: undefined },
    ]);
  });

  it('reads unordered lists with wrapped items', () => {
    const source = '- a **manifest**: plain data\n  that continues;\n- an implementation';
    expect(parseBlocks(source)).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [{ type: 'paragraph', text: 'a **manifest**: plain data that continues;' }],
          [{ type: 'paragraph', text: 'an implementation' }],
        ],
      },
    ]);
  });

  it('reads ordered lists, their start, and lazy continuation lines', () => {
    const [list] = parseBlocks('3. three\nstill three\n4. four');
    expect(list).toEqual({
      type: 'list',
      ordered: true,
      start: 3,
      items: [
        [{ type: 'paragraph', text: 'three still three' }],
        [{ type: 'paragraph', text: 'four' }],
      ],
    });
  });

  it('nests lists and code inside items, across blank lines', () => {
    const source = '1. Step\n\n   ```sh\n   npm start\n   ```\n\n   - detail\n2. Next';
    const [list] = parseBlocks(source);
    expect(list).toMatchObject({
      type: 'list',
      items: [
        [
          { type: 'paragraph', text: 'Step' },
          { type: 'code', lang: 'sh', code: 'npm start' },
          { type: 'list', ordered: false, items: [[{ type: 'paragraph', text: 'detail' }]] },
        ],
        [{ type: 'paragraph', text: 'Next' }],
      ],
    });
  });

  it('ends a list at a different kind of list or at a paragraph after a blank line', () => {
    expect(parseBlocks('- a\n1. b\n\nafter').map((block) => block.type)).toEqual([
      'list',
      'list',
      'paragraph',
    ]);
  });

  it('lets only lists that start at 1 interrupt a paragraph', () => {
    expect(parseBlocks('In 2024\n2. was a year').map((block) => block.type)).toEqual(['paragraph']);
    expect(parseBlocks('Steps:\n1. one').map((block) => block.type)).toEqual(['paragraph', 'list']);
  });

  it('reads GFM tables: alignment, escaped pipes, short rows padded', () => {
    const source = [
      '| Rule | Status | Code |',
      '| :--- | -----: | :--: |',
      '| a `x \\| y` cell | 400 |',
      'no | leading | pipes',
    ].join('\n');
    expect(parseBlocks(source)).toEqual([
      {
        type: 'table',
        header: ['Rule', 'Status', 'Code'],
        align: ['left', 'right', 'center'],
        rows: [
          ['a `x | y` cell', '400', ''],
          ['no', 'leading', 'pipes'],
        ],
      },
    ]);
  });

  it('does not take a pipe in prose for a table', () => {
    expect(parseBlocks('a | b\nplain text')).toEqual([
      { type: 'paragraph', text: 'a | b plain text' },
    ]);
  });

  it('turns an embed comment into an embed and drops other comments', () => {
    const source = 'before\n<!-- embed:hello-card -->\n<!-- a note\nover lines -->\nafter';
    expect(parseBlocks(source)).toEqual([
      { type: 'paragraph', text: 'before' },
      { type: 'embed', name: 'hello-card' },
      { type: 'paragraph', text: 'after' },
    ]);
  });

  it('reads thematic breaks, not as list items', () => {
    expect(parseBlocks('---\n\n* * *').map((block) => block.type)).toEqual(['rule', 'rule']);
  });

  it('handles CRLF line endings and tabs', () => {
    expect(parseBlocks('# A\r\n\r\n-\titem')).toEqual([
      { type: 'heading', level: 1, text: 'A' },
      { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', text: 'item' }]] },
    ]);
  });
});
