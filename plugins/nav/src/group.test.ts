import { describe, expect, it } from 'vitest';
import { groupBySection } from './group.js';

const item = (id: string, section: string, order: number) => ({ id, section, order });

describe('groupBySection', () => {
  it('keeps sections in first-seen order and sorts items within each by order', () => {
    const sections = groupBySection([
      item('tables', 'Database', 105),
      item('users', 'Auth', 200),
      item('editor', 'Database', 100),
      item('hello', 'Examples', 1000),
      item('between', 'Database', 102),
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Database', 'Auth', 'Examples']);
    expect(sections[0]?.items.map((i) => i.id)).toEqual(['editor', 'between', 'tables']);
  });

  it("puts the sections it is given first, in that order, whatever their items' orders", () => {
    const sections = groupBySection(
      [
        item('hello', 'Examples', 100),
        item('policies', 'Auth', 105),
        item('editor', 'Database', 110),
        item('bye', 'Farewells', 50),
      ],
      ['Database', 'Auth', 'Storage'],
    );
    expect(sections.map((s) => s.title)).toEqual(['Database', 'Auth', 'Examples', 'Farewells']);
  });

  it('keeps the given order of items with equal orders', () => {
    const sections = groupBySection([item('a', 'S', 1), item('b', 'S', 1), item('c', 'S', 0)]);
    expect(sections[0]?.items.map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });

  it('gives no sections for no items', () => {
    expect(groupBySection([])).toEqual([]);
  });
});
