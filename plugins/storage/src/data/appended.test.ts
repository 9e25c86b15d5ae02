import { describe, expect, it } from 'vitest';
import { Appended } from './appended.js';

describe('Appended', () => {
  it('grows by a page while every earlier value reads what it read', () => {
    const first = Appended.of(['a', 'b']);
    const second = first.append(['c']);
    expect([...first]).toEqual(['a', 'b']);
    expect([...second]).toEqual(['a', 'b', 'c']);
    expect(first.at(2)).toBeUndefined();
    expect(second.at(2)).toBe('c');
    expect(first.isPrefixOf(second)).toBe(true);
    expect(second.isPrefixOf(first)).toBe(false);
    expect(second.slice(1)).toEqual(['b', 'c']);
  });

  it('copies its own entries when grown a second time, so two growths never disagree', () => {
    const first = Appended.of(['a']);
    const one = first.append(['b']);
    const other = first.append(['x', 'y']);
    expect([...one]).toEqual(['a', 'b']);
    expect([...other]).toEqual(['a', 'x', 'y']);
    expect(one.isPrefixOf(other)).toBe(false);
    // A list read afresh is no growth of the old one, even with the same entries.
    expect(first.isPrefixOf(Appended.of(['a', 'b']))).toBe(false);
  });
});
