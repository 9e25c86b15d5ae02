import type { TableInput } from './diagram-model.js';

/*
 * A small shop schema for the visualizer's tests: orders reference customers, order_items
 * reference orders and products through a two-column key, categories reference themselves, and
 * one key points at another schema's table.
 */

type Relationship = TableInput['relationships'][number];

const fk = (
  id: number,
  source: string,
  column: string,
  target: string,
  targetColumn = 'id',
  targetSchema = 'shop',
): Relationship => ({
  id,
  constraint_name: `${source}_${column}_fkey`,
  source_schema: 'shop',
  source_table_name: source,
  source_column_name: column,
  target_table_schema: targetSchema,
  target_table_name: target,
  target_column_name: targetColumn,
});

const table = (
  id: number,
  name: string,
  columns: readonly string[],
  relationships: readonly Relationship[] = [],
): TableInput => ({
  id,
  schema: 'shop',
  name,
  columns: columns.map((c) => ({
    name: c,
    format: c === 'id' ? 'int8' : 'text',
    is_nullable: c !== 'id',
  })),
  primary_keys: columns.includes('id') ? [{ name: 'id' }] : [],
  relationships,
});

const ORDERS_CUSTOMER = fk(1, 'orders', 'customer_id', 'customers');
const ITEMS_ORDER = fk(2, 'order_items', 'order_id', 'orders');
const ITEMS_PRODUCT_A = fk(3, 'order_items', 'product_id', 'products');
const ITEMS_PRODUCT_B = { ...fk(3, 'order_items', 'variant', 'products', 'variant') };
const PARENT = fk(4, 'categories', 'parent_id', 'categories');
const AUDIT = fk(5, 'orders', 'audited_by', 'users', 'id', 'auth');

/** Each table lists the keys that touch it, from either end, as the API does. */
export const SHOP: readonly TableInput[] = [
  table(10, 'customers', ['id', 'name'], [ORDERS_CUSTOMER]),
  table(11, 'orders', ['id', 'customer_id', 'audited_by'], [ORDERS_CUSTOMER, ITEMS_ORDER, AUDIT]),
  table(
    12,
    'order_items',
    ['order_id', 'product_id', 'variant'],
    [ITEMS_ORDER, ITEMS_PRODUCT_A, ITEMS_PRODUCT_B],
  ),
  table(13, 'products', ['id', 'variant'], [ITEMS_PRODUCT_A, ITEMS_PRODUCT_B]),
  table(14, 'categories', ['id', 'parent_id'], [PARENT, PARENT]),
  table(15, 'empty', []),
];

/**
 * `count` tables in schema `many`, each but the first referencing the one at half its index, and
 * every third the one three before it too: a deep, crossing graph like the benchmark's.
 */
export function manyTables(count: number): TableInput[] {
  const keys = (i: number) => [
    ...(i > 0 ? [[i, 'parent_id', Math.floor(i / 2)] as const] : []),
    ...(i > 2 && i % 3 === 0 ? [[i, 'other_id', i - 3] as const] : []),
  ];
  const all = Array.from({ length: count }, (_, i) => keys(i)).flat();
  const relationship = ([source, column, target]: (typeof all)[number]) => ({
    id: 1000 + source * 2 + (column === 'other_id' ? 1 : 0),
    constraint_name: `t${source}_${column}_fkey`,
    source_schema: 'many',
    source_table_name: `t${source}`,
    source_column_name: column,
    target_table_schema: 'many',
    target_table_name: `t${target}`,
    target_column_name: 'id',
  });
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    schema: 'many',
    name: `t${i}`,
    columns: ['id', 'parent_id', 'other_id'].map((name) => ({
      name,
      format: 'int8',
      is_nullable: name !== 'id',
    })),
    primary_keys: [{ name: 'id' }],
    relationships: all.filter(([s, , t]) => s === i || t === i).map(relationship),
  }));
}
