import { Hono, type TypedResponse } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { audited, noteAudit, type AuditNote } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { listQuery, type ListParams } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
import { columnsByRelation, selectColumns, type Column } from '../shared/columns-query.js';
import { newColumnBody } from '../columns/body.js';
import { findTable as findTableName } from '../columns/find-table.js';
import { newTableForeignKeyBody } from '../constraints/foreign-key-body.js';
import { createTableWithColumns } from './create-with-columns-sql.js';
import { alterTable, dropTable } from './ddl-sql.js';
import { copyableColumns, copyRows, duplicateStructure, syncIdentity } from './duplicate-sql.js';
import { tablesWithColumnsJson } from './list-with-columns.js';
import { getTable, listTableIds, tableIdByName, tablesByIds, type Table } from './sql.js';
import { projectDb, type ProjectDb } from '../shared/project-db.js';

const createBody = z.object({
  name: z.string(),
  schema: z.string().default('public'),
  comment: z.string().nullable().optional(),
  rls_enabled: z.boolean().optional(),
  columns: z.array(newColumnBody).optional(),
  foreign_keys: z.array(newTableForeignKeyBody).optional(),
});
const updateBody = z
  .object({
    name: z.string().optional(),
    schema: z.string().optional(),
    comment: z.string().nullable().optional(),
    rls_enabled: z.boolean().optional(),
    rls_forced: z.boolean().optional(),
    replica_identity: z.enum(['DEFAULT', 'INDEX', 'FULL', 'NOTHING']).optional(),
    replica_identity_index: z.string().optional(),
  })
  .refine((b) => b.replica_identity !== 'INDEX' || b.replica_identity_index, {
    message: 'replica_identity_index is required when replica_identity is INDEX',
    path: ['replica_identity_index'],
  });
const JSON_CONTENT = { 'content-type': 'application/json; charset=UTF-8' };
const duplicateBody = z.object({ name: z.string(), with_data: z.boolean().optional() });

const findTable = (db: Queryable, id: number) =>
  findOne<Table>(db, getTable(id), `Table with id ${id} not found`);

/** The id of the table just made, in the same transaction. */
async function tableId(client: pg.PoolClient, schema: string, name: string): Promise<number> {
  const { text, values } = tableIdByName(schema, name);
  return (await client.query<{ id: number }>(text, [...values])).rows[0]!.id;
}

/** The ids of the tables a list asks for: a first, small query, so the next know the count. */
async function listedTableIds(db: ProjectDb, list: ListParams): Promise<number[]> {
  return (await db.rows<{ id: number }>(listTableIds(list))).map((row) => row.id);
}

/** Attaches columns to every table with one extra query, whatever the number of tables. */
async function withColumns(db: Queryable, tables: Table[]): Promise<Table[]> {
  const { text, values } = selectColumns({ relationIds: tables.map((t) => t.id) });
  const byTable = columnsByRelation((await db.query<Column>(text, [...values])).rows);
  return tables.map((t) => ({ ...t, columns: byTable.get(t.id) ?? [] }));
}

/** `/platform/pg-meta/{ref}/tables`. */
export const tableRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'tables'), validate('query', listQuery), async (c) => {
      const list = c.req.valid('query');
      const db = projectDb(c);
      const ids = await listedTableIds(db, list);
      // As postgres-meta: columns unless `include_columns=false`.
      if (list.include_columns !== false) {
        const json = await tablesWithColumnsJson(db, ids);
        // Already JSON text; typed as what it holds, so the typed client still knows the shape.
        return c.body(json, 200, JSON_CONTENT) as unknown as TypedResponse<Table[], 200, 'json'>;
      }
      return c.json(await db.rows<Table>(tablesByIds(ids)));
    })
    .get('/:id', requires('sql:admin:read', 'tables'), validate('param', idParam), async (c) => {
      const id = c.req.valid('param').id;
      return c.json(
        await projectDb(c).read(
          async (client) => (await withColumns(client, [await findTable(client, id)]))[0]!,
        ),
      );
    })
    .post(
      '/',
      requires('sql:admin:write', 'tables'),
      audited('table.created'),
      validate('json', createBody),
      async (c) => {
        const { foreign_keys = [], ...body } = c.req.valid('json');
        noteAudit(c, { target: qualifiedName(body) });
        const created = await projectDb(c).mutate({
          find: async (client) => {
            const foreignKeys = [];
            for (const fk of foreign_keys) {
              foreignKeys.push({ ...fk, target: await findTableName(client, fk.target_id) });
            }
            return { ...body, foreign_keys: foreignKeys };
          },
          writes: (table) => [table.schema],
          change: async (client, table) => {
            await runStatements(client, await createTableWithColumns(table));
            return tableId(client, table.schema, table.name);
          },
          // As `GET /tables/{id}` answers: with its columns.
          readBack: async (client, _table, id) =>
            (await withColumns(client, [await findTable(client, id)]))[0]!,
        });
        return c.json(created, 201);
      },
    )
    .post(
      '/:id/duplicate',
      requires('sql:admin:write', 'tables'),
      audited('table.duplicated'),
      validate('param', idParam),
      validate('json', duplicateBody),
      async (c) => {
        const { name, with_data } = c.req.valid('json');
        const duplicate = await projectDb(c).mutate({
          find: async (client) => {
            const source = await findTable(client, c.req.valid('param').id);
            noteAudit(c, { target: qualifiedName(source), details: { name } });
            return source;
          },
          writes: (source) => [source.schema],
          change: async (client, source) => {
            await client.query(duplicateStructure(source.schema, source.name, name));
            if (with_data) await copyData(client, source, name);
            return tableId(client, source.schema, name);
          },
          readBack: (client, _source, id) => findTable(client, id),
        });
        return c.json(duplicate, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'tables'),
      audited('table.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const change = c.req.valid('json');
        const table = await projectDb(c).mutate({
          find: async (client) => {
            const current = await findTable(client, id);
            noteAudit(c, alterationNote(current, change));
            return current;
          },
          writes: (current) => [current.schema, change.schema],
          change: (client, current) => runStatements(client, alterTable(current, change)),
          readBack: (client) => findTable(client, id),
        });
        return c.json(table);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'tables'),
      audited('table.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const table = await projectDb(c).mutate({
          find: async (client) => {
            const found = await findTable(client, c.req.valid('param').id);
            noteAudit(c, { target: qualifiedName(found) });
            return found;
          },
          writes: (table) => [table.schema],
          change: async (client, table) => {
            await client.query(dropTable(table.schema, table.name, cascades(c.req.valid('query'))));
            return table;
          },
        });
        return c.json(table);
      },
    );

/** `schema.name`, as the audit log names a table. */
const qualifiedName = (table: { schema: string; name: string }) => `${table.schema}.${table.name}`;

/**
 * How a table's change reads in the audit log: switching row level security alone is its own
 * event; anything else is an alteration, naming the fields changed.
 */
function alterationNote(current: Table, change: z.infer<typeof updateBody>): AuditNote {
  const fields = Object.keys(change).filter(
    (key) => change[key as keyof typeof change] !== undefined,
  );
  const target = qualifiedName(current);
  if (fields.length === 1 && change.rls_enabled !== undefined) {
    return { action: change.rls_enabled ? 'rls.enabled' : 'rls.disabled', target };
  }
  return { target, details: { changed: fields } };
}

/** Copies the source's rows into the new table, then moves its identity sequences past them. */
async function copyData(client: pg.PoolClient, source: Table, name: string): Promise<void> {
  const { text, values } = copyableColumns(source.id);
  const columns = (await client.query<{ name: string; is_identity: boolean }>(text, [...values]))
    .rows;
  if (columns.length === 0) return;
  await client.query(
    copyRows(
      source.schema,
      source.name,
      name,
      columns.map((c) => c.name),
    ),
  );
  for (const column of columns.filter((c) => c.is_identity)) {
    const sync = syncIdentity(source.schema, name, column.name);
    await client.query(sync.text, [...sync.values]);
  }
}
