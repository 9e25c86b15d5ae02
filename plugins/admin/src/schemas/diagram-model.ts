/*
 * The schema visualizer's model: the metadata API's tables turned into the boxes and lines of an
 * entity-relationship diagram, before any layout. Pure, so the screen, the export and the
 * benchmark (tests/bench/schema-layout.bench.mts) share it.
 */

/** What the model reads of a table: the fields `GET /tables?include_columns=true` answers. */
export interface TableInput {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
  readonly columns?: readonly {
    readonly name: string;
    readonly format: string;
    readonly is_nullable: boolean;
  }[];
  readonly primary_keys: readonly { readonly name: string }[];
  readonly relationships: readonly {
    readonly id: number;
    readonly constraint_name: string;
    readonly source_schema: string;
    readonly source_table_name: string;
    readonly source_column_name: string;
    readonly target_table_schema: string;
    readonly target_table_name: string;
    readonly target_column_name: string;
  }[];
}

export interface DiagramColumn {
  readonly name: string;
  /** The column's type as Postgres names it (`format`: int8, text, a user type's name). */
  readonly type: string;
  readonly primary: boolean;
  /** Whether a foreign key starts at this column. */
  readonly foreign: boolean;
  readonly nullable: boolean;
}

export interface DiagramTable {
  readonly id: number;
  readonly name: string;
  readonly columns: readonly DiagramColumn[];
  readonly width: number;
  readonly height: number;
}

/** One foreign key between two tables of the schema: from the referencing table to the referenced. */
export interface DiagramEdge {
  readonly id: number;
  readonly name: string;
  readonly source: number;
  readonly target: number;
  /** The referencing and referenced columns, one pair per column of the key. */
  readonly columns: readonly (readonly [source: string, target: string])[];
}

export interface DiagramModel {
  readonly tables: readonly DiagramTable[];
  readonly edges: readonly DiagramEdge[];
}

/** A node's geometry in CSS pixels: the screen draws the boxes at these sizes, the export too. */
export const NODE_WIDTH = 260;
export const HEADER_HEIGHT = 36;
export const ROW_HEIGHT = 24;

const nodeHeight = (columns: number) => HEADER_HEIGHT + Math.max(columns, 1) * ROW_HEIGHT;

/**
 * The diagram of `schema`'s tables: each with its columns in order, marked as primary or foreign
 * key, and one edge per foreign key whose both ends are in the schema (a key to another schema's
 * table has nothing to point at here). Each table lists its keys both ways, so keys are merged by
 * constraint id.
 */
export function diagramModel(schema: string, input: readonly TableInput[]): DiagramModel {
  const idByName = new Map(input.map((t) => [t.name, t.id]));
  const edges = new Map<number, DiagramEdge & { columns: [string, string][] }>();
  const foreign = new Map<number, Set<string>>();
  for (const table of input) {
    for (const r of table.relationships) {
      if (r.source_schema !== schema || r.target_table_schema !== schema) continue;
      const source = idByName.get(r.source_table_name);
      const target = idByName.get(r.target_table_name);
      if (source === undefined || target === undefined) continue;
      let edge = edges.get(r.id);
      if (!edge) {
        edge = { id: r.id, name: r.constraint_name, source, target, columns: [] };
        edges.set(r.id, edge);
      }
      if (
        !edge.columns.some(([s, t]) => s === r.source_column_name && t === r.target_column_name)
      ) {
        edge.columns.push([r.source_column_name, r.target_column_name]);
      }
      if (!foreign.has(source)) foreign.set(source, new Set());
      foreign.get(source)!.add(r.source_column_name);
    }
  }
  const tables = input.map((table): DiagramTable => {
    const primary = new Set(table.primary_keys.map((k) => k.name));
    const columns = (table.columns ?? []).map((c) => ({
      name: c.name,
      type: c.format,
      primary: primary.has(c.name),
      foreign: foreign.get(table.id)?.has(c.name) ?? false,
      nullable: c.is_nullable,
    }));
    return {
      id: table.id,
      name: table.name,
      columns,
      width: NODE_WIDTH,
      height: nodeHeight(columns.length),
    };
  });
  return { tables, edges: [...edges.values()] };
}
