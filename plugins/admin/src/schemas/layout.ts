import dagre from '@dagrejs/dagre';
import type { DiagramEdge, DiagramModel, DiagramTable } from './diagram-model.js';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A table placed on the diagram: `x` and `y` are its top-left corner. */
export interface PlacedTable extends DiagramTable, Point {}

/** A foreign key's line, through the points the layout routed it along. */
export interface PlacedEdge extends DiagramEdge {
  readonly points: readonly Point[];
}

export interface DiagramLayout {
  readonly tables: readonly PlacedTable[];
  readonly edges: readonly PlacedEdge[];
  /** The whole diagram's size, margins included; every table lies inside it. */
  readonly width: number;
  readonly height: number;
}

/** Space around the diagram, between tables of one rank and between ranks. */
export const MARGIN = 24;
const NODE_GAP = 32;
const RANK_GAP = 96;
/**
 * Past this many tables the layout is made quick, for a diagram too large to take in at once:
 * - dagre places the tables along one foreign key of each (the first) and routes only those; the
 *   others are drawn straight between the boxes' sides (`straightLine`). A key spanning several
 *   ranks costs dagre a hidden node on each rank it crosses, and on the benchmark's 200 tables and
 *   285 keys those thousands of nodes were nearly all of its time (3.5 s on a loaded machine);
 *   one key a table can always span a single rank, so there are none;
 * - dagre orders each rank in one sweep instead of repeating its crossing-reduction sweeps until
 *   they stop improving.
 */
export const QUICK_LAYOUT_ABOVE = 60;

/**
 * Places the tables left to right along their foreign keys (a referencing table left of the one
 * it references) with dagre, the layered layout most ER diagrams use, and routes each key's line.
 * Tables with no key at all share the first rank. A schema of 200 tables takes well under the 2 s
 * the issue allows (tests/bench/schema-layout.bench.mts).
 */
export function layoutDiagram(model: DiagramModel): DiagramLayout {
  const quick = model.tables.length > QUICK_LAYOUT_ABOVE;
  const routed = quick ? firstKeys(model.edges) : new Set(model.edges);
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({
    rankdir: 'LR',
    nodesep: NODE_GAP,
    ranksep: RANK_GAP,
    marginx: MARGIN,
    marginy: MARGIN,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const table of model.tables) {
    graph.setNode(String(table.id), { width: table.width, height: table.height });
  }
  for (const edge of routed) {
    graph.setEdge(String(edge.source), String(edge.target), {}, String(edge.id));
  }
  dagre.layout(graph, { disableOptimalOrderHeuristic: quick });
  const tables = model.tables.map((table): PlacedTable => {
    // dagre gives centres.
    const { x, y } = graph.node(String(table.id));
    return { ...table, x: x - table.width / 2, y: y - table.height / 2 };
  });
  const byId = new Map(tables.map((t) => [t.id, t]));
  const edges = model.edges.map((edge): PlacedEdge => ({
    ...edge,
    points: routed.has(edge)
      ? (
          graph.edge({ v: String(edge.source), w: String(edge.target), name: String(edge.id) })
            .points ?? []
        ).map(({ x, y }: Point) => ({ x, y }))
      : straightLine(byId.get(edge.source)!, byId.get(edge.target)!),
  }));
  const { width = 0, height = 0 } = graph.graph();
  return { tables, edges, width: Math.ceil(width), height: Math.ceil(height) };
}

/** Each table's first foreign key (by constraint name), and every key of a table to itself. */
function firstKeys(edges: readonly DiagramEdge[]): Set<DiagramEdge> {
  const first = new Map<number, DiagramEdge>();
  const kept = new Set<DiagramEdge>();
  for (const edge of [...edges].sort((a, b) => a.name.localeCompare(b.name))) {
    if (edge.source === edge.target) kept.add(edge);
    else if (!first.has(edge.source)) first.set(edge.source, edge);
  }
  for (const edge of first.values()) kept.add(edge);
  return kept;
}

const middle = (t: PlacedTable) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });

/**
 * A line from one box to another between the sides that face each other: left and right when the
 * boxes lie side by side, top and bottom when one lies above the other (the same rank).
 */
export function straightLine(from: PlacedTable, to: PlacedTable): Point[] {
  const [a, b] = [middle(from), middle(to)];
  if (from.x + from.width <= to.x)
    return [
      { x: from.x + from.width, y: a.y },
      { x: to.x, y: b.y },
    ];
  if (to.x + to.width <= from.x)
    return [
      { x: from.x, y: a.y },
      { x: to.x + to.width, y: b.y },
    ];
  return a.y <= b.y
    ? [
        { x: a.x, y: from.y + from.height },
        { x: b.x, y: to.y },
      ]
    : [
        { x: a.x, y: from.y },
        { x: b.x, y: to.y + to.height },
      ];
}
