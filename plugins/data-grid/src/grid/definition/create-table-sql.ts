import { quoteIdent } from '@atrium/common/identifiers';
import type { GridColumn } from '../model/grid-column.js';

/** pg_constraint.confdeltype's letters, as ON DELETE spells them ('a', no action, is the default). */
const ON_DELETE: Readonly<Record<string, string>> = {
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/** `_int4` is an int4 array in the catalog; a user-defined type's name is quoted. */
function typeName(column: GridColumn['source']): string {
  if (column.data_type === 'ARRAY') return `${column.format.replace(/^_/, '')}[]`;
  if (column.data_type === 'USER-DEFINED') return quoteIdent(column.format);
  return column.format;
}

function columnLine(column: GridColumn): string {
  const source = column.source;
  const parts = [quoteIdent(column.key), typeName(source)];
  if (source.is_identity) {
    parts.push(`GENERATED ${source.identity_generation ?? 'BY DEFAULT'} AS IDENTITY`);
  } else if (source.is_generated && source.default_value !== null) {
    parts.push(`GENERATED ALWAYS AS (${source.default_value}) STORED`);
  } else if (source.default_value !== null) {
    parts.push(`DEFAULT ${source.default_value}`);
  }
  if (!source.is_nullable && !column.isPrimaryKey) parts.push('NOT NULL');
  if (source.is_unique) parts.push('UNIQUE');
  if (source.check !== null) parts.push(`CHECK (${source.check})`);
  const fk = column.foreignKey;
  if (fk) {
    const target = `${quoteIdent(fk.targetTableSchema)}.${quoteIdent(fk.targetTableName)}`;
    const onDelete = ON_DELETE[fk.deletionAction];
    parts.push(
      `REFERENCES ${target} (${quoteIdent(fk.targetColumnName)})` +
        (onDelete ? ` ON DELETE ${onDelete}` : ''),
    );
  }
  return parts.join(' ');
}

/**
 * The table's CREATE TABLE statement as its metadata describes it: columns with their types,
 * defaults, identity, NOT NULL, single-column UNIQUE, CHECK and foreign keys, then the primary
 * key. Built on the client from what the grid already read, so the Definition view asks nothing
 * more; constraints over several columns other than the primary key are not in the metadata.
 */
export function createTableSql(
  schema: string,
  name: string,
  columns: readonly GridColumn[],
): string {
  const lines = columns.map(columnLine);
  const keys = columns.filter((c) => c.isPrimaryKey).map((c) => quoteIdent(c.key));
  if (keys.length > 0) lines.push(`PRIMARY KEY (${keys.join(', ')})`);
  const body = lines.length > 0 ? `\n${lines.map((line) => `  ${line}`).join(',\n')}\n` : '';
  return `CREATE TABLE ${quoteIdent(schema)}.${quoteIdent(name)} (${body});`;
}

/** A view's or materialized view's CREATE statement from the query Postgres prints for it. */
export function createViewSql(
  kind: 'VIEW' | 'MATERIALIZED VIEW',
  schema: string,
  name: string,
  query: string,
): string {
  return `CREATE ${kind} ${quoteIdent(schema)}.${quoteIdent(name)} AS\n${query.trimEnd()}`;
}
