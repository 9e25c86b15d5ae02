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
 * Past this many tables dagre orders each rank in one sweep instead of repeating its
 * crossing-reduction sweeps until they stop improving: on the benchmark's 200 tables and 285 keys
 * the repeats took most of the time (3.5 s against 2 s on a loaded machine), for a few fewer
 * crossings in a diagram too large to take in at once anyway.
 */
export const QUICK_ORDER_ABOVE = 60;

/**
 * Places the tables left to right along their foreign keys (a referencing table left of the one
 * it references) with dagre, the layered layout most ER diagrams use, and routes each key's line.
 * Tables with no key at all share the first rank. A schema of 200 tables takes well under the 2 s
 * the issue allows (tests/bench/schema-layout.bench.mts).
 */
export function layoutDiagram(model: DiagramModel): DiagramLayout {
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
  for (const edge of model.edges) {
    graph.setEdge(String(edge.source), String(edge.target), {}, String(edge.id));
  }
  dagre.layout(graph, {
    disableOptimalOrderHeuristic: model.tables.length > QUICK_ORDER_ABOVE,
  });
  const tables = model.tables.map((table): PlacedTable => {
    // dagre gives centres.
    const { x, y } = graph.node(String(table.id));
    return { ...table, x: x - table.width / 2, y: y - table.height / 2 };
  });
  const edges = model.edges.map((edge): PlacedEdge => ({
    ...edge,
    points: (
      graph.edge({ v: String(edge.source), w: String(edge.target), name: String(edge.id) })
        .points ?? []
    ).map(({ x, y }: Point) => ({ x, y })),
  }));
  const { width = 0, height = 0 } = graph.graph();
  return { tables, edges, width: Math.ceil(width), height: Math.ceil(height) };
}
