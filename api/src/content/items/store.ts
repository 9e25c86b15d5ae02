import type pg from 'pg';
import type { Queryable } from '../../db/queryable.js';
import { withTransaction } from '../../db/transaction.js';

export const CONTENT_TYPES = ['sql', 'report'] as const;
export const VISIBILITIES = ['user', 'project'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export type Visibility = (typeof VISIBILITIES)[number];

/** A saved content item as the routes answer it (spec section 3), for the member asking. */
export interface ContentItemJson {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: ContentType;
  readonly visibility: Visibility;
  readonly owner_id: string;
  readonly project_id: number;
  /** The stored content (a snippet's `sql`), with `favorite`: the asking member's own star. */
  readonly content: { readonly favorite: boolean } & Record<string, unknown>;
  /** Counts changes of `content`: a save names the version it was made over. */
  readonly version: number;
  readonly inserted_at: string;
  readonly updated_at: string;
}

interface ContentRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: ContentType;
  readonly visibility: Visibility;
  readonly owner_id: string;
  readonly project_id: string;
  readonly content: Record<string, unknown>;
  readonly favorite: boolean;
  readonly version: number;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const toJson = (row: ContentRow): ContentItemJson => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  visibility: row.visibility,
  owner_id: row.owner_id,
  project_id: Number(row.project_id),
  content: { ...row.content, favorite: row.favorite },
  version: row.version,
  inserted_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The items of project `$1` member `$2` may see: the project's shared ones and their own. Every
 * reader goes through it, so nothing personal of another member is ever read.
 */
const VISIBLE = `
  SELECT c.id, c.name, c.description, c.type, c.visibility, c.owner_id, c.project_id::text,
         c.content, c.version, c.created_at, c.updated_at,
         EXISTS (SELECT 1 FROM content_favorites f
                  WHERE f.content_id = c.id AND f.user_id = $2) AS favorite
    FROM content_items c JOIN projects p ON p.id = c.project_id
   WHERE p.ref = $1 AND (c.visibility = 'project' OR c.owner_id = $2)`;

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** What member `userId` sees of project `ref`'s content, of one type when given, by name. */
export async function listContent(
  db: Queryable,
  ref: string,
  userId: string,
  type?: ContentType,
): Promise<ContentItemJson[]> {
  const { rows } = await db.query<ContentRow>(
    `${VISIBLE} AND ($3::text IS NULL OR c.type = $3) ORDER BY lower(c.name), c.created_at, c.id`,
    [ref, userId, type ?? null],
  );
  return rows.map(toJson);
}

/** One item member `userId` may see; undefined for any other id (another's personal one too). */
export async function findContent(
  db: Queryable,
  ref: string,
  userId: string,
  id: string,
  lock = false,
): Promise<ContentItemJson | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<ContentRow>(
    `${VISIBLE} AND c.id = $3${lock ? ' FOR UPDATE OF c' : ''}`,
    [ref, userId, id],
  );
  return rows[0] && toJson(rows[0]);
}

export interface NewContent {
  readonly id?: string;
  readonly name: string;
  readonly description: string;
  readonly type: ContentType;
  readonly visibility: Visibility;
  readonly content: Record<string, unknown>;
}

/**
 * Saves a new item owned by `userId`, answered as GET answers it; undefined when the id is taken
 * (a client that made its own id sent it twice, or another's).
 */
export async function createContent(
  pool: pg.Pool,
  ref: string,
  userId: string,
  item: NewContent,
): Promise<ContentItemJson | undefined> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO content_items (id, project_id, owner_id, type, name, description, visibility, content)
       SELECT COALESCE($3::uuid, gen_random_uuid()), p.id, $2::uuid, $4::text, $5::text, $6::text,
              $7::text, $8::jsonb
         FROM projects p WHERE p.ref = $1
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [
        ref,
        userId,
        item.id ?? null,
        item.type,
        item.name,
        item.description,
        item.visibility,
        withoutFavorite(item.content),
      ],
    );
    const id = rows[0]?.id;
    return id === undefined ? undefined : findContent(client, ref, userId, id);
  });
}

export interface ContentChange {
  readonly name?: string;
  readonly description?: string;
  readonly visibility?: Visibility;
  readonly content?: Record<string, unknown>;
  /** The version the new content was made over: required with `content`. */
  readonly version?: number;
}

export type ChangeOutcome =
  | { readonly kind: 'changed'; readonly item: ContentItemJson }
  | { readonly kind: 'missing' }
  | { readonly kind: 'not_owner' }
  | { readonly kind: 'conflict'; readonly current: ContentItemJson };

/**
 * Changes an item member `userId` sees. Its name, description and visibility are its owner's
 * alone; its content anyone's who sees it, but only over the version stored now: a save over an
 * older one answers the current item, so the newer text is never overwritten unseen.
 */
export async function changeContent(
  pool: pg.Pool,
  ref: string,
  userId: string,
  id: string,
  change: ContentChange,
): Promise<ChangeOutcome> {
  return withTransaction(pool, async (client) => {
    const current = await findContent(client, ref, userId, id, true);
    if (!current) return { kind: 'missing' };
    const renames =
      change.name !== undefined ||
      change.description !== undefined ||
      change.visibility !== undefined;
    if (renames && current.owner_id !== userId) return { kind: 'not_owner' };
    if (change.content !== undefined && change.version !== current.version) {
      return { kind: 'conflict', current };
    }
    await client.query(
      `UPDATE content_items
          SET name = COALESCE($2, name), description = COALESCE($3, description),
              visibility = COALESCE($4, visibility), content = COALESCE($5, content),
              version = version + CASE WHEN $5::jsonb IS NULL THEN 0 ELSE 1 END,
              updated_at = now()
        WHERE id = $1`,
      [
        id,
        change.name ?? null,
        change.description ?? null,
        change.visibility ?? null,
        change.content === undefined ? null : withoutFavorite(change.content),
      ],
    );
    return { kind: 'changed', item: (await findContent(client, ref, userId, id))! };
  });
}

/** Stars or unstars an item for member `userId` alone; undefined when they cannot see it. */
export async function setFavorite(
  pool: pg.Pool,
  ref: string,
  userId: string,
  id: string,
  favorite: boolean,
): Promise<ContentItemJson | undefined> {
  return withTransaction(pool, async (client) => {
    if (!(await findContent(client, ref, userId, id))) return undefined;
    await client.query(
      favorite
        ? `INSERT INTO content_favorites (content_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
        : `DELETE FROM content_favorites WHERE content_id = $1 AND user_id = $2`,
      [id, userId],
    );
    return findContent(client, ref, userId, id);
  });
}

export type DeleteOutcome =
  | { readonly kind: 'deleted'; readonly items: readonly ContentItemJson[] }
  | { readonly kind: 'missing' }
  | { readonly kind: 'not_owner'; readonly name: string };

/**
 * Deletes the items `ids` member `userId` sees, all or none: one of them another member's
 * refuses the lot. Ids that name nothing visible are left out; none at all is `missing`.
 */
export async function deleteContent(
  pool: pg.Pool,
  ref: string,
  userId: string,
  ids: readonly string[],
): Promise<DeleteOutcome> {
  return withTransaction(pool, async (client) => {
    const found: ContentItemJson[] = [];
    for (const id of new Set(ids)) {
      const item = await findContent(client, ref, userId, id, true);
      if (item) found.push(item);
    }
    if (found.length === 0) return { kind: 'missing' };
    const foreign = found.find((item) => item.owner_id !== userId);
    if (foreign) return { kind: 'not_owner', name: foreign.name };
    await client.query(`DELETE FROM content_items WHERE id = ANY($1::uuid[])`, [
      found.map((item) => item.id),
    ]);
    return { kind: 'deleted', items: found };
  });
}

/** `favorite` is each member's own, kept beside the item, never inside its shared content. */
function withoutFavorite(content: Record<string, unknown>): Record<string, unknown> {
  const { favorite: _favorite, ...rest } = content;
  return rest;
}
