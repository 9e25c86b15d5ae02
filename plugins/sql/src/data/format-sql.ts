import type { PgMetaClient } from '@atrium/core/plugin-api';

/** The SQL formatted by the API, or the original when it cannot be (as the API itself falls back). */
export async function formatSql(pgMeta: PgMetaClient, sql: string): Promise<string> {
  try {
    const response = await pgMeta.sql.query.format.$post({ json: { query: sql } });
    if (!response.ok) return sql;
    return (await response.json()).result;
  } catch {
    return sql;
  }
}
