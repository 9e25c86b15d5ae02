import type { SqlCompletions } from '@atrium/design-system/lazy/CodeEditor/CodeEditor';

/** A column as `GET /columns` lists it: what completion needs of it. */
export interface ColumnName {
  readonly schema: string;
  readonly table: string;
  readonly name: string;
  readonly format: string;
}

/** A function as `GET /functions` lists it: what completion needs of it. */
export interface FunctionName {
  readonly schema: string;
  readonly name: string;
  readonly return_type: string;
}

type Namespace = SqlCompletions['namespace'];
type Completion = { label: string; type: string; detail?: string };
type Entry = readonly Completion[] | { self: Completion; children: readonly Completion[] };

/**
 * The editor's completion of a project's names: each schema with its tables (and views), each
 * table with its columns and their types, and each schema's functions with what they return.
 * `public` completes without a prefix, as Postgres's default search path finds it.
 */
export function completionNamespace(
  columns: readonly ColumnName[],
  functions: readonly FunctionName[],
): SqlCompletions {
  const schemas = new Map<string, Map<string, Entry>>();
  const schemaOf = (name: string) => {
    let schema = schemas.get(name);
    if (!schema) schemas.set(name, (schema = new Map()));
    return schema;
  };
  for (const column of columns) {
    const schema = schemaOf(column.schema);
    const known = schema.get(column.table);
    const list = Array.isArray(known) ? (known as Completion[]) : [];
    list.push({ label: column.name, type: 'property', detail: column.format });
    schema.set(column.table, list);
  }
  for (const fn of functions) {
    const schema = schemaOf(fn.schema);
    // A table of the same name keeps it: `FROM name` is the likelier use.
    if (schema.has(fn.name)) continue;
    schema.set(fn.name, {
      self: { label: fn.name, type: 'function', detail: fn.return_type },
      children: [],
    });
  }
  const namespace: Record<string, Record<string, Entry>> = {};
  for (const [schema, entries] of schemas) namespace[schema] = Object.fromEntries(entries);
  return { namespace: namespace as unknown as Namespace, defaultSchema: 'public' };
}
