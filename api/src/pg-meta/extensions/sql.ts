import { quoteIdent, quoteLiteral } from '../../sql/quote.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** An extension as the API returns it (the postgres-meta shape). */
export interface Extension {
  name: string;
  schema: string | null;
  default_version: string;
  installed_version: string | null;
  comment: string | null;
}

/** Extensions the platform manages itself and never lists (spec 001 section 6). */
export const HIDDEN_EXTENSIONS = ['adminpack', 'amcheck', 'file_fdw', 'pg_tle', 'supabase_vault'];

const SELECT = `
  SELECT e.name, n.nspname AS schema, e.default_version, x.extversion AS installed_version,
         e.comment
    FROM pg_available_extensions() e(name, default_version, comment)
    LEFT JOIN pg_extension x ON x.extname = e.name
    LEFT JOIN pg_namespace n ON n.oid = x.extnamespace`;

export function listExtensions(): BoundQuery {
  const params = new SqlParams();
  const text = `${SELECT} WHERE e.name <> ALL(${params.add(HIDDEN_EXTENSIONS)}::text[]) ORDER BY e.name`;
  return { text, values: params.values };
}

export function getExtension(name: string): BoundQuery {
  const params = new SqlParams();
  return { text: `${SELECT} WHERE e.name = ${params.add(name)}`, values: params.values };
}

export function listExtensionVersions(name: string): BoundQuery {
  const params = new SqlParams();
  const text = `
  SELECT version FROM pg_available_extension_versions
   WHERE name = ${params.add(name)} ORDER BY version`;
  return { text, values: params.values };
}

export interface EnableExtension {
  name: string;
  schema?: string;
  version?: string;
  cascade?: boolean;
  create_schema?: boolean;
}

/**
 * The statements that enable an extension; run in one transaction. `schemaOwner` owns a schema
 * they create (the project's role, when another role enables it on the project's behalf).
 */
export function enableExtension(change: EnableExtension, schemaOwner?: string): string[] {
  const statements: string[] = [];
  if (change.create_schema && change.schema) {
    statements.push(
      `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(change.schema)}` +
        (schemaOwner ? ` AUTHORIZATION ${quoteIdent(schemaOwner)}` : ''),
    );
  }
  statements.push(
    `CREATE EXTENSION ${quoteIdent(change.name)}` +
      (change.schema ? ` WITH SCHEMA ${quoteIdent(change.schema)}` : '') +
      (change.version ? ` VERSION ${quoteLiteral(change.version)}` : '') +
      (change.cascade ? ' CASCADE' : ''),
  );
  return statements;
}

export function disableExtension(name: string, cascade: boolean): string {
  return `DROP EXTENSION ${quoteIdent(name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
}

/** Updates an extension to `version`, or to its default version. */
export function updateExtension(name: string, version?: string): string {
  return `ALTER EXTENSION ${quoteIdent(name)} UPDATE${version ? ` TO ${quoteLiteral(version)}` : ''}`;
}
