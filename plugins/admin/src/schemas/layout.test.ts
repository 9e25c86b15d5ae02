import { describe, expect, it } from 'vitest';
import { diagramModel } from './diagram-model.js';
import {
  layoutDiagram,
  MARGIN,
  QUICK_LAYOUT_ABOVE,
  straightLine,
  type PlacedTable,
} from './layout.js';
import { manyTables, SHOP } from './test-schema.js';

const overlap = (a: PlacedTable, b: PlacedTable) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectNoOverlap(tables: readonly PlacedTable[]) {
  // Sorted by x, each box need only be compared with those that start before it ends.
  const byX = [...tables].sort((a, b) => a.x - b.x);
  byX.forEach((t, i) => {
    for (let j = i + 1; j < byX.length && byX[j]!.x < t.x + t.width; j++) {
      expect(overlap(t, byX[j]!), `${t.name} and ${byX[j]!.name}`).toBe(false);
    }
  });
}

describe('layoutDiagram', () => {
  const layout = layoutDiagram(diagramModel('shop', SHOP));
  const at = (name: string) => layout.tables.find((t) => t.name === name)!;

  it('places every table inside the diagram, within its margins, with no two overlapping', () => {
    expect(layout.tables).toHaveLength(SHOP.length);
    for (const t of layout.tables) {
      expect(t.x).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(t.y).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(t.x + t.width).toBeLessThanOrEqual(layout.width);
      expect(t.y + t.height).toBeLessThanOrEqual(layout.height);
    }
    expectNoOverlap(layout.tables);
  });

  it('lays out a large schema quickly, with every table placed apart and every key drawn', () => {
    const tables = manyTables(QUICK_LAYOUT_ABOVE * 2);
    const large = layoutDiagram(diagramModel('many', tables));
    expect(large.tables).toHaveLength(tables.length);
    expect(large.edges.every((e) => e.points.length > 1)).toBe(true);
    expectNoOverlap(large.tables);
    const at = (name: string) => large.tables.find((t) => t.name === name)!;
    // Placed along each table's first key (other_id sorts first): t9 left of t6.
    expect(at('t9').x + at('t9').width).toBeLessThan(at('t6').x);
    // Its other key is a straight line between the two boxes' facing sides.
    const t4 = at('t4');
    const t9 = at('t9');
    const other = large.edges.find((e) => e.name === 't9_parent_id_fkey')!;
    expect(other.points).toHaveLength(2);
    const ends = other.points.map((p) => [p.x, p.y]);
    if (t9.x + t9.width <= t4.x) expect(ends[0]![0]).toBe(t9.x + t9.width);
    else if (t4.x + t4.width <= t9.x) expect(ends[0]![0]).toBe(t9.x);
    else expect([t9.y, t9.y + t9.height]).toContain(ends[0]![1]);
  });

  it('draws a straight line between the sides two boxes turn to each other', () => {
    const box = (x: number, y: number): PlacedTable => ({
      id: x + y,
      name: `${x},${y}`,
      columns: [],
      width: 100,
      height: 50,
      x,
      y,
    });
    expect(straightLine(box(0, 0), box(200, 100))).toEqual([
      { x: 100, y: 25 },
      { x: 200, y: 125 },
    ]);
    expect(straightLine(box(200, 100), box(0, 0))).toEqual([
      { x: 200, y: 125 },
      { x: 100, y: 25 },
    ]);
    expect(straightLine(box(0, 0), box(20, 100))).toEqual([
      { x: 50, y: 50 },
      { x: 70, y: 100 },
    ]);
    expect(straightLine(box(20, 100), box(0, 0))).toEqual([
      { x: 70, y: 100 },
      { x: 50, y: 50 },
    ]);
  });

  it('puts a referencing table left of the table it references', () => {
    expect(at('order_items').x + at('order_items').width).toBeLessThan(at('orders').x);
    expect(at('orders').x + at('orders').width).toBeLessThan(at('customers').x);
  });

  it('routes each edge from the referencing box to the referenced one', () => {
    const edge = layout.edges.find((e) => e.id === 1)!;
    const [first, last] = [edge.points[0]!, edge.points.at(-1)!];
    const orders = at('orders');
    const customers = at('customers');
    expect(first.x).toBeCloseTo(orders.x + orders.width, 0);
    expect(last.x).toBeCloseTo(customers.x, 0);
    // A table's key to itself is routed too.
    expect(layout.edges.find((e) => e.id === 4)!.points.length).toBeGreaterThan(1);
  });

  it('lays out a schema without keys, and one without tables', () => {
    const lone = layoutDiagram(diagramModel('shop', SHOP.slice(5)));
    expect(lone.tables[0]).toMatchObject({ x: MARGIN, y: MARGIN });
    expect(layoutDiagram({ tables: [], edges: [] }).tables).toEqual([]);
  });
});
