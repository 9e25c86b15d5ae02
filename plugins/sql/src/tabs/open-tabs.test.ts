import { describe, expect, it } from 'vitest';
import { afterClose, parseTabs, withOpened, withoutMissing, withRenamed } from './open-tabs.js';

describe('withOpened', () => {
  it('adds a tab at the end once, and leaves an open one in place', () => {
    expect(withOpened(['a'], 'b')).toEqual(['a', 'b']);
    expect(withOpened(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });
});

describe('withRenamed', () => {
  it('puts the saved snippet where the new query was', () => {
    expect(withRenamed(['a', 'new', 'b'], 'new', 'c')).toEqual(['a', 'c', 'b']);
  });

  it('never holds a tab twice, and opens the snippet when the new query was not open', () => {
    expect(withRenamed(['c', 'new'], 'new', 'c')).toEqual(['c']);
    expect(withRenamed(['a'], 'new', 'c')).toEqual(['a', 'c']);
  });
});

describe('afterClose', () => {
  it('stays where it is when another tab closes', () => {
    expect(afterClose(['a', 'b', 'c'], 'a', 'b')).toEqual({ tabs: ['b', 'c'] });
  });

  it('opens the right neighbour of the open tab closed, else the left one', () => {
    expect(afterClose(['a', 'b', 'c'], 'b', 'b')).toEqual({ tabs: ['a', 'c'], next: 'c' });
    expect(afterClose(['a', 'b', 'c'], 'c', 'c')).toEqual({ tabs: ['a', 'b'], next: 'b' });
  });

  it('goes to a new query when the last tab closes', () => {
    expect(afterClose(['a'], 'a', 'a')).toEqual({ tabs: [], next: 'new' });
  });
});

describe('withoutMissing', () => {
  it('drops tabs of snippets that are gone, but never the new query nor the open tab', () => {
    const existing = new Set(['a']);
    expect(withoutMissing(['a', 'gone', 'new', 'just-saved'], existing, 'just-saved')).toEqual([
      'a',
      'new',
      'just-saved',
    ]);
  });
});

describe('parseTabs', () => {
  it('keeps only ids from what the browser held', () => {
    expect(parseTabs(['a', 3, null, 'b'])).toEqual(['a', 'b']);
    expect(parseTabs('a')).toEqual([]);
    expect(parseTabs(undefined)).toEqual([]);
  });
});
