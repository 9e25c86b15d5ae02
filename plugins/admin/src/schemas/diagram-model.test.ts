import { describe, expect, it } from 'vitest';
import { diagramModel, HEADER_HEIGHT, NODE_WIDTH, ROW_HEIGHT } from './diagram-model.js';
import { SHOP } from './test-schema.js';

describe('diagramModel', () => {
  const model = diagramModel('shop', SHOP);
  const table = (name: string) => model.tables.find((t) => t.name === name)!;

  it('lists every table with its columns in order, sized for them', () => {
    expect(model.tables.map((t) => t.name)).toEqual([
      'customers',
      'orders',
      'order_items',
      'products',
      'categories',
      'empty',
    ]);
    expect(table('orders').columns.map((c) => [c.name, c.type])).toEqual([
      ['id', 'int8'],
      ['customer_id', 'text'],
      ['audited_by', 'text'],
    ]);
    expect(table('orders')).toMatchObject({
      width: NODE_WIDTH,
      height: HEADER_HEIGHT + 3 * ROW_HEIGHT,
    });
    // An empty table still has room for its 'No columns' line.
    expect(table('empty').height).toBe(HEADER_HEIGHT + ROW_HEIGHT);
  });

  it('marks primary-key and foreign-key columns', () => {
    const [id, customer, audited] = table('orders').columns;
    expect(id).toMatchObject({ primary: true, foreign: false });
    expect(customer).toMatchObject({ primary: false, foreign: true });
    // Its key points out of the schema: no edge, and no marker pointing at nothing.
    expect(audited).toMatchObject({ primary: false, foreign: false });
    expect(table('customers').columns.every((c) => !c.foreign)).toBe(true);
  });

  it('draws one edge per foreign key within the schema, from the referencing table', () => {
    expect(model.edges.map((e) => [e.id, e.source, e.target])).toEqual([
      [1, 11, 10],
      [2, 12, 11],
      [3, 12, 13],
      [4, 14, 14],
    ]);
    // A two-column key is one edge with both pairs.
    expect(model.edges.find((e) => e.id === 3)!.columns).toEqual([
      ['product_id', 'id'],
      ['variant', 'variant'],
    ]);
    expect(model.edges.find((e) => e.id === 4)!.columns).toEqual([['parent_id', 'id']]);
  });

  it('ignores keys of another schema that happens to hold tables of the same names', () => {
    const elsewhere = diagramModel('other', SHOP);
    expect(elsewhere.edges).toEqual([]);
  });
});
