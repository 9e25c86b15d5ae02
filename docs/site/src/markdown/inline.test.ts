import { describe, expect, it } from 'vitest';
import { inlineText, parseInline } from './inline.js';

describe('parseInline', () => {
  it('reads code spans verbatim, markdown and all', () => {
    expect(parseInline('run `npm **start**` now')).toEqual([
      { type: 'text', text: 'run ' },
      { type: 'code', text: 'npm **start**' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('reads double-backtick code spans holding a backtick', () => {
    expect(parseInline('`` a`b ``')).toEqual([{ type: 'code', text: 'a`b' }]);
  });

  it('reads links with nested markup, and an optional title', () => {
    expect(parseInline('[**the** `api`](api.md "API")')).toEqual([
      {
        type: 'link',
        href: 'api.md',
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'the' }] },
          { type: 'text', text: ' ' },
          { type: 'code', text: 'api' },
        ],
      },
    ]);
  });

  it('reads strong and both emphasis markers, but not snake_case', () => {
    expect(parseInline('**bold** *em* _em_ service_role_name')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
      { type: 'text', text: ' service_role_name' },
    ]);
  });

  it('leaves lone markers and escaped punctuation as text', () => {
    expect(parseInline('a * b, 2*3, \\*not em\\*, `open')).toEqual([
      { type: 'text', text: 'a * b, 2*3, *not em*, `open' },
    ]);
  });

  it('reads images, their description kept apart from links', () => {
    expect(
      parseInline('See ![The grid, **dark**](shots/grid.png "Grid") or [it](grid.md)'),
    ).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'image', src: 'shots/grid.png', alt: 'The grid, **dark**' },
      { type: 'text', text: ' or ' },
      { type: 'link', href: 'grid.md', children: [{ type: 'text', text: 'it' }] },
    ]);
    expect(inlineText('![Grid](g.png) view')).toBe('Grid view');
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('flattens to plain text for titles', () => {
    expect(inlineText('The `nav` **plugin** [docs](x.md)')).toBe('The nav plugin docs');
  });
});
