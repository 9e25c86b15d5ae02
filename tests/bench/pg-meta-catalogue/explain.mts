// For a missed target: the catalogue queries an operation runs, under EXPLAIN ANALYZE, with the
// plan nodes that spent the most time of their own.
import type pg from 'pg';
import { listEntities, entitiesQuery } from '../../../api/src/pg-meta/entities/sql.js';
import { listQuery } from '../../../api/src/pg-meta/shared/list-params.js';
import type { BoundQuery } from '../../../api/src/pg-meta/shared/sql-params.js';
import { selectColumns } from '../../../api/src/pg-meta/shared/columns-query.js';
import { listTableIds, tablesByIds } from '../../../api/src/pg-meta/tables/sql.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'CTE Name'?: string;
  'Subplan Name'?: string;
  'Actual Total Time': number;
  'Actual Loops': number;
  'Actual Rows': number;
  Filter?: string;
  'Index Cond'?: string;
  'Join Filter'?: string;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

interface Hot {
  readonly self: number;
  readonly node: PlanNode;
}

/** Each node's own time: its total over all loops minus its children's. */
function selfTimes(node: PlanNode, into: Hot[]): void {
  const total = (n: PlanNode) => n['Actual Total Time'] * n['Actual Loops'];
  const children = node.Plans ?? [];
  const self = total(node) - children.reduce((sum, child) => sum + total(child), 0);
  into.push({ self, node });
  for (const child of children) selfTimes(child, into);
}

function describe(node: PlanNode): string {
  const on = node['Relation Name'] ?? node['CTE Name'];
  const parts = [`${node['Node Type']}${on ? ` on ${on}` : ''}`];
  if (node['Index Name']) parts.push(`using ${node['Index Name']}`);
  if (node['Subplan Name']) parts.push(`(${node['Subplan Name']})`);
  parts.push(`loops=${node['Actual Loops']} rows=${node['Actual Rows']}`);
  const condition = node['Index Cond'] ?? node.Filter ?? node['Join Filter'];
  if (condition) parts.push(`cond: ${condition.slice(0, 160)}`);
  const removed =
    (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Join Filter'] ?? 0);
  if (removed) parts.push(`removed=${removed * node['Actual Loops']}`);
  return parts.join(' ');
}

async function explain(client: pg.Client, label: string, query: BoundQuery): Promise<string[]> {
  const { rows } = await client.query<{
    'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
  }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, [...query.values]);
  const [{ Plan, 'Execution Time': execution }] = rows[0]!['QUERY PLAN'];
  const hot: Hot[] = [];
  selfTimes(Plan, hot);
  hot.sort((a, b) => b.self - a.self);
  return [
    `    ${label}: execution ${execution.toFixed(1)} ms; hottest nodes (own time):`,
    ...hot.slice(0, 4).map(({ self, node }) => `      ${self.toFixed(1)} ms  ${describe(node)}`),
  ];
}

export type Operation = 'list' | 'get' | 'entities';

/** The same queries, with the same parameters, that the API runs for `operation`. */
export async function explainOperation(
  client: pg.Client,
  operation: Operation,
  schema: string,
  tableId: number,
): Promise<string[]> {
  if (operation === 'entities') {
    const query = listEntities(entitiesQuery.parse({ schema, limit: '100' }));
    return explain(client, 'entities query', query);
  }
  const idsQuery =
    operation === 'list'
      ? listTableIds(listQuery.parse({ included_schemas: schema, include_columns: 'true' }))
      : undefined;
  const ids = idsQuery
    ? (await client.query<{ id: number }>(idsQuery.text, [...idsQuery.values])).rows.map(
        (row) => row.id,
      )
    : [tableId];
  return [
    ...(idsQuery ? await explain(client, 'ids query', idsQuery) : []),
    ...(await explain(client, 'tables query', tablesByIds(ids))),
    ...(await explain(client, 'columns query', selectColumns({ relationIds: ids }))),
  ];
}
