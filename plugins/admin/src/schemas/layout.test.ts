import { describe, expect, it } from 'vitest';
import { diagramModel } from './diagram-model.js';
import { layoutDiagram, MARGIN, type PlacedTable } from './layout.js';
import { SHOP } from './test-schema.js';

const overlap = (a: PlacedTable, b: PlacedTable) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

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
      for (const other of layout.tables) {
        if (other !== t) expect(overlap(t, other), `${t.name} and ${other.name}`).toBe(false);
      }
    }
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
