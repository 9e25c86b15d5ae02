import { digestOf, newOpaqueToken } from '../../auth/index.js';
import type { Queryable } from '../../db/queryable.js';

/** Every warehouse token starts so, which tells it from a personal token or a JWT at a glance. */
export const WAREHOUSE_TOKEN_PREFIX = 'atr_wh_';
/** How much of a token a list shows. */
const ALIAS_LENGTH = WAREHOUSE_TOKEN_PREFIX.length + 6;

export interface WarehouseTokenJson {
  readonly id: string;
  readonly description: string;
  readonly token_alias: string;
  readonly last_used_at: string | null;
  readonly created_at: string;
}

interface WarehouseTokenRow {
  readonly id: string;
  readonly description: string;
  readonly token_alias: string;
  readonly last_used_at: Date | null;
  readonly created_at: Date;
}

const COLUMNS = 'id, description, token_alias, last_used_at, created_at';

const toJson = (row: WarehouseTokenRow): WarehouseTokenJson => ({
  id: row.id,
  description: row.description,
  token_alias: row.token_alias,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** Makes a token for the project `ref` and answers it, the only time it is ever shown. */
export async function createWarehouseToken(
  db: Queryable,
  ref: string,
  description: string,
): Promise<WarehouseTokenJson & { readonly token: string }> {
  const token = `${WAREHOUSE_TOKEN_PREFIX}${newOpaqueToken(32)}`;
  const { rows } = await db.query<WarehouseTokenRow>(
    `INSERT INTO warehouse_tokens (project_id, description, token_hash, token_alias)
     SELECT p.id, $2, $3, $4 FROM projects p WHERE p.ref = $1
     RETURNING ${COLUMNS}`,
    [ref, description, digestOf(token), token.slice(0, ALIAS_LENGTH)],
  );
  const row = rows[0];
  if (!row) throw new Error(`project ${ref} vanished while its token was made`);
  return { ...toJson(row), token };
}

/** The project's tokens, oldest first, without the tokens themselves. */
export async function listWarehouseTokens(db: Queryable, ref: string) {
  const { rows } = await db.query<WarehouseTokenRow>(
    `SELECT t.id, t.description, t.token_alias, t.last_used_at, t.created_at
       FROM warehouse_tokens t JOIN projects p ON p.id = t.project_id
      WHERE p.ref = $1 ORDER BY t.created_at, t.id`,
    [ref],
  );
  return rows.map(toJson);
}

/**
 * Revokes a token of the project `ref`, answering its description; undefined when the project
 * has none with that id (another project's token included).
 */
export async function revokeWarehouseToken(
  db: Queryable,
  ref: string,
  id: string,
): Promise<{ readonly description: string } | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<{ description: string }>(
    `DELETE FROM warehouse_tokens t USING projects p
      WHERE t.id = $1 AND p.id = t.project_id AND p.ref = $2
      RETURNING t.description`,
    [id, ref],
  );
  return rows[0];
}

/**
 * The platform id of project `ref` when `token` is one of its warehouse tokens, else undefined
 * (another project's token, a revoked one, any other string). Marks the token used, at most once
 * a minute, so a token in constant use does not write a row per batch.
 */
export async function projectOfWarehouseToken(
  db: Queryable,
  ref: string,
  token: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ project_id: string }>(
    `WITH found AS (
       SELECT t.id, t.project_id FROM warehouse_tokens t JOIN projects p ON p.id = t.project_id
        WHERE t.token_hash = $1 AND p.ref = $2
     ), marked AS (
       UPDATE warehouse_tokens w SET last_used_at = now() FROM found
        WHERE w.id = found.id
          AND (w.last_used_at IS NULL OR w.last_used_at < now() - interval '1 minute')
     )
     SELECT project_id::text AS project_id FROM found`,
    [digestOf(token), ref],
  );
  return rows[0]?.project_id;
}
