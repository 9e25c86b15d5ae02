import { describe, expect, it } from 'vitest';
import { COSTLY_SHARE, nodeIds, planTree } from './plan-tree.js';

/** An EXPLAIN (FORMAT JSON, ANALYZE) of a hash join, trimmed to the fields read. */
const analyzedJoin = [
  {
    Plan: {
      'Node Type': 'Hash Join',
      'Join Type': 'Inner',
      'Total Cost': 300,
      'Plan Rows': 1000,
      'Actual Total Time': 40,
      'Actual Rows': 990,
      'Actual Loops': 1,
      'Hash Cond': '(o.customer_id = c.id)',
      Plans: [
        {
          'Node Type': 'Seq Scan',
          'Parent Relationship': 'Outer',
          'Relation Name': 'orders',
          Schema: 'public',
          Alias: 'o',
          'Total Cost': 200,
          'Plan Rows': 1000,
          'Actual Total Time': 30,
          'Actual Rows': 1000,
          'Actual Loops': 1,
          Filter: '(total > 10)',
        },
        {
          'Node Type': 'Hash',
          'Parent Relationship': 'Inner',
          'Total Cost': 20,
          'Plan Rows': 50,
          'Actual Total Time': 2,
          'Actual Rows': 50,
          'Actual Loops': 1,
          Plans: [
            {
              'Node Type': 'Index Scan',
              'Relation Name': 'customers',
              Schema: 'public',
              Alias: 'customers',
              'Index Name': 'customers_pkey',
              'Total Cost': 18,
              'Plan Rows': 50,
              'Actual Total Time': 0.5,
              'Actual Rows': 10,
              'Actual Loops': 5,
            },
          ],
        },
      ],
    },
    'Planning Time': 0.2,
    'Execution Time': 40.5,
  },
];

describe('planTree', () => {
  const tree = planTree(analyzedJoin);
  const [scan, hash] = tree.root.children;
  const index = hash!.children[0]!;

  it('reads each node: its operation, relation, details, rows and loops', () => {
    expect(tree.analyzed).toBe(true);
    expect(tree.planningMs).toBe(0.2);
    expect(tree.executionMs).toBe(40.5);
    expect(tree.root).toMatchObject({
      id: '0',
      nodeType: 'Hash Join',
      relation: null,
      details: ['join: Inner', 'on: (o.customer_id = c.id)'],
      estimatedRows: 1000,
      actualRows: 990,
      loops: 1,
    });
    expect(scan).toMatchObject({
      id: '0.0',
      relation: 'public.orders o',
      details: ['filter: (total > 10)'],
    });
    // The index is its relation's: said once. The alias equal to the name is not repeated.
    expect(index).toMatchObject({
      id: '0.1.0',
      nodeType: 'Index Scan',
      relation: 'public.customers',
      details: ['index: customers_pkey'],
      actualRows: 10,
      loops: 5,
    });
  });

  it('times each node over all its loops, with and without its children', () => {
    expect(index.inclusiveMs).toBe(2.5);
    expect(index.exclusiveMs).toBe(2.5);
    // The Hash's own 2 ms per loop are less than its child's 2.5 over five loops: never negative.
    expect(hash!.exclusiveMs).toBe(0);
    expect(scan!.exclusiveMs).toBe(30);
    expect(tree.root.inclusiveMs).toBe(40);
    expect(tree.root.exclusiveMs).toBe(40 - 30 - 2);
  });

  it(`highlights the nodes whose own time is over ${COSTLY_SHARE * 100} % of the whole`, () => {
    expect(scan).toMatchObject({ share: 0.75, costly: true });
    expect(tree.root).toMatchObject({ share: 0.2, costly: false });
    expect(index.costly).toBe(false);
  });

  it('weighs a plan that did not run by its cost instead', () => {
    const plan = planTree({
      Plan: {
        'Node Type': 'ModifyTable',
        Operation: 'Delete',
        'Relation Name': 'orders',
        'Total Cost': 100,
        'Plan Rows': 0,
        Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'orders', 'Total Cost': 60 }],
      },
    });
    expect(plan.analyzed).toBe(false);
    expect(plan.executionMs).toBeNull();
    expect(plan.root).toMatchObject({ nodeType: 'Delete', exclusiveCost: 40, inclusiveMs: null });
    expect(plan.root.children[0]).toMatchObject({ share: 0.6, costly: true, actualRows: null });
    expect(plan.root.costly).toBe(true);
  });

  it('lists every node id, root first, and refuses an answer without a plan', () => {
    expect(nodeIds(tree.root)).toEqual(['0', '0.0', '0.1', '0.1.0']);
    expect(() => planTree([{}])).toThrow('EXPLAIN answered no plan.');
  });
});
