import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import type { QualifiedName } from './table-name.js';

/** A publication as the API returns it; `tables` is null for FOR ALL TABLES. */
export interface Publication {
  id: number;
  name: string;
  owner: string;
  publish_insert: boolean;
  publish_update: boolean;
  publish_delete: boolean;
  publish_truncate: boolean;
  /** `schema.name`, each part quoted only when it needs to be. */
  tables: string[] | null;
}

export const PUBLISH_EVENTS = ['insert', 'update', 'delete', 'truncate'] as const;
export type PublishFlags = Partial<Record<`publish_${(typeof PUBLISH_EVENTS)[number]}`, boolean>>;

const SELECT = `
  SELECT p.oid AS id, p.pubname AS name, pg_get_userbyid(p.pubowner) AS owner,
         p.pubinsert AS publish_insert, p.pubupdate AS publish_update,
         p.pubdelete AS publish_delete, p.pubtruncate AS publish_truncate,
         CASE WHEN p.puballtables THEN NULL
              ELSE ARRAY(SELECT format('%I.%I', t.schemaname, t.tablename)
                           FROM pg_publication_tables t WHERE t.pubname = p.pubname
                          ORDER BY t.schemaname, t.tablename)
         END AS tables
    FROM pg_publication p
   WHERE true`;

export function listPublications(list: { limit?: number; offset?: number }): BoundQuery {
  const params = new SqlParams();
  const limit = list.limit !== undefined ? ` LIMIT ${params.add(list.limit)}` : '';
  const offset = list.offset !== undefined ? ` OFFSET ${params.add(list.offset)}` : '';
  return { text: `${SELECT} ORDER BY p.pubname${limit}${offset}`, values: params.values };
}

export function getPublication(id: number): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND p.oid = ${params.add(id)}`, values: params.values };
}

export function getPublicationByName(name: string): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} AND p.pubname = ${params.add(name)}`, values: params.values };
}

/** Finds an ordinary or partitioned table by exact schema and name (bound, never spliced). */
export function findTable(table: QualifiedName): BoundQuery {
  const params = new SqlParams();
  const text = `SELECT c.oid AS id FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = ${params.add(table.schema)} AND c.relname = ${params.add(table.name)}
     AND c.relkind IN ('r', 'p')`;
  return { text, values: params.values };
}

const tableList = (tables: readonly QualifiedName[]) =>
  tables.map((t) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`).join(', ');

/** `publish = '...'`: the events are ours, never user text, quoted all the same. */
function publishOption(flags: Required<PublishFlags>): string {
  const events = PUBLISH_EVENTS.filter((event) => flags[`publish_${event}`]);
  return `publish = ${quoteLiteral(events.join(', '))}`;
}

/** `tables`: null publishes all tables, a list those tables, and nothing (or []) none yet. */
export function createPublication(
  name: string,
  flags: Required<PublishFlags>,
  tables?: readonly QualifiedName[] | null,
): string {
  const forClause =
    tables === null ? ' FOR ALL TABLES' : tables?.length ? ` FOR TABLE ${tableList(tables)}` : '';
  return `CREATE PUBLICATION ${quoteIdent(name)}${forClause} WITH (${publishOption(flags)})`;
}

export interface PublicationChange extends PublishFlags {
  name?: string;
  owner?: string;
  add?: readonly QualifiedName[];
  drop?: readonly QualifiedName[];
}

/** The statements that change a publication, rename last; run in one transaction. */
export function alterPublication(current: Publication, change: PublicationChange): string[] {
  const target = `ALTER PUBLICATION ${quoteIdent(current.name)}`;
  const statements: string[] = [];
  const flagChanged = PUBLISH_EVENTS.some((e) => change[`publish_${e}`] !== undefined);
  if (flagChanged) {
    const flags = Object.fromEntries(
      PUBLISH_EVENTS.map((e) => [
        `publish_${e}`,
        change[`publish_${e}`] ?? current[`publish_${e}`],
      ]),
    ) as Required<PublishFlags>;
    statements.push(`${target} SET (${publishOption(flags)})`);
  }
  if (change.add?.length) statements.push(`${target} ADD TABLE ${tableList(change.add)}`);
  if (change.drop?.length) statements.push(`${target} DROP TABLE ${tableList(change.drop)}`);
  if (change.owner) statements.push(`${target} OWNER TO ${quoteIdent(change.owner)}`);
  if (change.name !== undefined && change.name !== current.name) {
    statements.push(`${target} RENAME TO ${quoteIdent(change.name)}`);
  }
  return statements;
}

export const dropPublication = (name: string) => `DROP PUBLICATION ${quoteIdent(name)}`;
