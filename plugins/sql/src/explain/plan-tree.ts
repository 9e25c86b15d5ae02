/**
 * EXPLAIN's JSON (`FORMAT JSON`, with or without `ANALYZE`) as a tree the page can draw: each
 * node's operation, relation, estimated and actual rows, loops, and its time (or, not analyzed,
 * its cost) both with its children and on its own, and whether it is one of the costly nodes.
 */

/** A node is costly when its own share of the time (or cost) is over this fraction of the whole. */
export const COSTLY_SHARE = 0.3;

export interface PlanNode {
  /** Its path from the root, `0`, `0.1`, ...: unique in the tree, stable for one plan. */
  readonly id: string;
  /** Postgres's node type; a ModifyTable's operation (`Delete`) instead. */
  readonly nodeType: string;
  /** `schema.table alias`, a CTE's, function's or index's name: what the node reads. */
  readonly relation: string | null;
  /** More of what it does: the join type, index, sort key, filter or condition. */
  readonly details: readonly string[];
  readonly estimatedRows: number;
  /** Per loop, as Postgres reports it; null when not analyzed or never executed. */
  readonly actualRows: number | null;
  readonly loops: number | null;
  /** Over every loop, in milliseconds, with its children (inclusive) and without (exclusive). */
  readonly inclusiveMs: number | null;
  readonly exclusiveMs: number | null;
  readonly totalCost: number;
  readonly exclusiveCost: number;
  /** Its exclusive share of the plan's whole time (analyzed) or cost, from 0 to 1. */
  readonly share: number;
  readonly costly: boolean;
  readonly children: readonly PlanNode[];
}

export interface PlanTree {
  readonly root: PlanNode;
  readonly analyzed: boolean;
  readonly planningMs: number | null;
  readonly executionMs: number | null;
}

type Json = Record<string, unknown>;

const num = (node: Json, key: string): number | null =>
  typeof node[key] === 'number' ? node[key] : null;
const str = (node: Json, key: string): string | null =>
  typeof node[key] === 'string' ? node[key] : null;
const childrenOf = (node: Json): Json[] =>
  Array.isArray(node.Plans) ? node.Plans.filter((child) => child && typeof child === 'object') : [];

/** What a node reads, as EXPLAIN's text format names it. */
function relationOf(node: Json): string | null {
  const name = str(node, 'Relation Name');
  if (name) {
    const schema = str(node, 'Schema');
    const alias = str(node, 'Alias');
    const qualified = schema ? `${schema}.${name}` : name;
    return alias && alias !== name ? `${qualified} ${alias}` : qualified;
  }
  const cte = str(node, 'CTE Name');
  if (cte) return cte;
  const fn = str(node, 'Function Name');
  if (fn) return `${fn}()`;
  return str(node, 'Index Name');
}

const DETAIL_KEYS = [
  ['Join Type', 'join'],
  ['Index Name', 'index'],
  ['Strategy', 'strategy'],
  ['Parent Relationship', 'as'],
  ['Subplan Name', ''],
  ['Hash Cond', 'on'],
  ['Merge Cond', 'on'],
  ['Join Filter', 'join filter'],
  ['Index Cond', 'cond'],
  ['Recheck Cond', 'recheck'],
  ['Filter', 'filter'],
] as const;

function detailsOf(node: Json, relation: string | null): string[] {
  const details: string[] = [];
  for (const [key, label] of DETAIL_KEYS) {
    const value = str(node, key);
    if (!value || (key === 'Index Name' && value === relation)) continue;
    if (key === 'Parent Relationship' && value === 'Outer') continue;
    details.push(label ? `${label}: ${value}` : value);
  }
  const sortKey = node['Sort Key'];
  if (Array.isArray(sortKey)) details.push(`sort: ${sortKey.join(', ')}`);
  return details;
}

/** The node's time over all its loops, with its children: Postgres gives it per loop. */
const inclusiveMsOf = (node: Json): number | null => {
  const perLoop = num(node, 'Actual Total Time');
  const loops = num(node, 'Actual Loops');
  return perLoop === null || loops === null ? null : perLoop * loops;
};

interface Totals {
  readonly analyzed: boolean;
  readonly whole: number;
}

function toNode(node: Json, id: string, totals: Totals): PlanNode {
  const children = childrenOf(node);
  const inclusiveMs = inclusiveMsOf(node);
  const childMs = children.reduce((sum, child) => sum + (inclusiveMsOf(child) ?? 0), 0);
  // A parallel or InitPlan child can report more than its parent: never below zero.
  const exclusiveMs = inclusiveMs === null ? null : Math.max(inclusiveMs - childMs, 0);
  const totalCost = num(node, 'Total Cost') ?? 0;
  const childCost = children.reduce((sum, child) => sum + (num(child, 'Total Cost') ?? 0), 0);
  const exclusiveCost = Math.max(totalCost - childCost, 0);
  const own = totals.analyzed ? (exclusiveMs ?? 0) : exclusiveCost;
  const share = totals.whole > 0 ? Math.min(own / totals.whole, 1) : 0;
  const relation = relationOf(node);
  return {
    id,
    nodeType:
      str(node, 'Node Type') === 'ModifyTable'
        ? (str(node, 'Operation') ?? 'ModifyTable')
        : (str(node, 'Node Type') ?? 'Unknown'),
    relation,
    details: detailsOf(node, relation),
    estimatedRows: num(node, 'Plan Rows') ?? 0,
    actualRows: num(node, 'Actual Rows'),
    loops: num(node, 'Actual Loops'),
    inclusiveMs,
    exclusiveMs,
    totalCost,
    exclusiveCost,
    share,
    costly: share > COSTLY_SHARE,
    children: children.map((child, n) => toNode(child, `${id}.${n}`, totals)),
  };
}

/**
 * Reads EXPLAIN's JSON answer (the object holding `Plan`, or the one-element array around it).
 * The whole is the root's time over all loops (analyzed), else its total cost, so that each
 * node's exclusive share adds up to about one. Throws on a value that holds no plan.
 */
export function planTree(explained: unknown): PlanTree {
  const top = (Array.isArray(explained) ? explained[0] : explained) as Json | undefined;
  const plan = top && typeof top === 'object' ? top.Plan : undefined;
  if (!plan || typeof plan !== 'object') throw new Error('EXPLAIN answered no plan.');
  const root = plan as Json;
  const analyzed = num(root, 'Actual Total Time') !== null || num(root, 'Actual Loops') !== null;
  const whole = analyzed ? (inclusiveMsOf(root) ?? 0) : (num(root, 'Total Cost') ?? 0);
  return {
    root: toNode(root, '0', { analyzed, whole }),
    analyzed,
    planningMs: num(top!, 'Planning Time'),
    executionMs: num(top!, 'Execution Time'),
  };
}

/** Every node's id, the root's first: the tree opens fully expanded. */
export function nodeIds(node: PlanNode): string[] {
  return [node.id, ...node.children.flatMap(nodeIds)];
}
