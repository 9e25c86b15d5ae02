import { Hono } from 'hono';
import { notFound } from '../../http/api-error.js';
import { streamsBody } from '../../http/body-type.js';
import { notAudited } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { idParam } from '../shared/id-param.js';
import { projectDb } from '../shared/project-db.js';
import { SqlParams } from '../shared/sql-params.js';
import { exportCopy } from './copy-sql.js';
import { countRows } from './count.js';
import { deleteRows } from './delete-sql.js';
import { DEFAULT_CSV_EXPORT_LIMIT, exportRowCount } from './export-limit.js';
import { exportDisposition } from './export-filename.js';
import { parseFilter } from './filters.js';
import { gridPage, namedRow } from './grid-page.js';
import { importCsv } from './import-stream-sql.js';
import { insertRow } from './insert.js';
import { checkKeyset } from './keyset.js';
import { loadRelation } from './relation-sql.js';
import { mutateRows } from './mutate-rows.js';
import {
  countQuery,
  deleteBody,
  impersonation,
  impersonationQuery,
  insertBody,
  rowsQuery,
  selectionQuery,
  truncateBody,
  updateBody,
  valueBody,
} from './request-params.js';
import { gridPageStatement } from './select-sql.js';
import { sessionOpening } from './session-sql.js';
import { parseSort } from './sorts.js';
import { truncateTable } from './truncate-sql.js';
import { updateRow } from './update.js';
import { UPLOAD_STALL_MS, UploadReader } from './upload-reader.js';
import { fullValueQuery } from './value-sql.js';

export interface TableRowOptions {
  /** Most rows a CSV export may have; 0 for no limit (`ATRIUM_CSV_EXPORT_LIMIT`). */
  readonly csvExportLimit?: number;
  /** How long a CSV upload may send nothing before the import is cancelled. */
  readonly uploadStallMs?: number;
}

const read = requires('sql:admin:read', 'tables');
const write = requires('sql:admin:write', 'tables');

/**
 * `/platform/pg-meta/{ref}/tables/{id}/...`: the table editor's rows. Every statement runs in a
 * transaction, as the impersonated role when one is given, so RLS decides what is seen and done.
 */
export const tableRowRoutes = (options: TableRowOptions = {}) => {
  const exportLimit = options.csvExportLimit ?? DEFAULT_CSV_EXPORT_LIMIT;
  const uploadStallMs = options.uploadStallMs ?? UPLOAD_STALL_MS;
  return new Hono<AppEnv>()
    .get('/:id/rows', read, validate('param', idParam), validate('query', rowsQuery), async (c) => {
      const query = c.req.valid('query');
      const filters = query.filter.map(parseFilter);
      const sorts = query.sort.map(parseSort);
      const keyset = query.after
        ? { direction: 'after' as const, key: query.after }
        : query.before && { direction: 'before' as const, key: query.before };
      const page = await projectDb(c).readInTransaction(
        sessionOpening(impersonation(query)),
        async (client) => {
          const relation = await loadRelation(client, c.req.valid('param').id);
          if (keyset) checkKeyset(relation, keyset, sorts);
          const params = new SqlParams();
          const text = gridPageStatement(
            relation,
            {
              filters,
              sorts,
              limit: query.limit,
              offset: query.offset,
              keyset: keyset || undefined,
            },
            params,
          );
          const result = await client.query<unknown[]>({
            text,
            values: params.values,
            rowMode: 'array',
          });
          return gridPage(relation, result.rows);
        },
      );
      return c.json(page);
    })
    .get(
      '/:id/rows/count',
      read,
      validate('param', idParam),
      validate('query', countQuery),
      async (c) => {
        const query = c.req.valid('query');
        const filters = query.filter.map(parseFilter);
        const counted = await projectDb(c).readInTransaction(
          sessionOpening(impersonation(query)),
          async (client) =>
            countRows(
              client,
              await loadRelation(client, c.req.valid('param').id),
              filters,
              query.exact === 'true',
            ),
        );
        return c.json(counted);
      },
    )
    .post(
      '/:id/rows/value',
      read,
      notAudited(),
      validate('param', idParam),
      validate('json', valueBody),
      async (c) => {
        const body = c.req.valid('json');
        const row = await projectDb(c).readInTransaction(
          sessionOpening(impersonation(body)),
          async (client) => {
            const relation = await loadRelation(client, c.req.valid('param').id);
            const { text, values } = fullValueQuery(relation, body.column, body.primary_key);
            return (await client.query<{ value: unknown }>(text, [...values])).rows[0];
          },
        );
        if (!row) throw notFound('No row matches the given primary key', 'row_not_found');
        return c.json({ value: row.value });
      },
    )
    .post(
      '/:id/rows',
      write,
      validate('param', idParam),
      validate('json', insertBody),
      async (c) => {
        const body = c.req.valid('json');
        const row = await mutateRows(c, c.req.valid('param').id, body, {
          change: async (client, relation) => {
            const { text, values } = insertRow(relation, body.values);
            const result = await client.query<unknown[]>({
              text,
              values: [...values],
              rowMode: 'array',
            });
            return namedRow(relation, result.rows[0]!);
          },
        });
        return c.json(row, 201);
      },
    )
    .patch(
      '/:id/rows',
      write,
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const body = c.req.valid('json');
        const row = await mutateRows(c, c.req.valid('param').id, body, {
          change: async (client, relation) => {
            const { text, values } = updateRow(relation, body.primary_key, body.values);
            const result = await client.query<unknown[]>({
              text,
              values: [...values],
              rowMode: 'array',
            });
            return result.rows[0] && namedRow(relation, result.rows[0]);
          },
        });
        if (!row) throw notFound('No row matches the given primary key', 'row_not_found');
        return c.json(row);
      },
    )
    .post(
      '/:id/rows/delete',
      write,
      validate('param', idParam),
      validate('json', deleteBody),
      async (c) => {
        const body = c.req.valid('json');
        const target = body.primary_keys?.length
          ? { primaryKeys: body.primary_keys }
          : { filters: (body.filters ?? []).map(parseFilter) };
        const deleted = await mutateRows(c, c.req.valid('param').id, body, {
          change: async (client, relation) => {
            const { text, values } = deleteRows(relation, target);
            return (await client.query(text, [...values])).rowCount ?? 0;
          },
        });
        return c.json({ deleted });
      },
    )
    .post(
      '/:id/truncate',
      write,
      validate('param', idParam),
      validate('json', truncateBody),
      async (c) => {
        const body = c.req.valid('json');
        // Never as a role: `truncateTable` refuses a request that names one.
        const asOwner = {};
        await mutateRows(c, c.req.valid('param').id, asOwner, {
          change: async (client, relation) => {
            await client.query(truncateTable(relation, body));
          },
        });
        return c.json({ truncated: true });
      },
    )
    .get(
      '/:id/export.csv',
      read,
      validate('param', idParam),
      validate('query', selectionQuery),
      async (c) => {
        const query = c.req.valid('query');
        const filters = query.filter.map(parseFilter);
        const sorts = query.sort.map(parseSort);
        const db = projectDb(c);
        const opening = sessionOpening(impersonation(query));
        const relation = await db.read((client) => loadRelation(client, c.req.valid('param').id));
        const rowCount = await db.readInTransaction(opening, (client) =>
          exportRowCount(client, relation, filters, exportLimit),
        );
        const csv = await db.copyOut(exportCopy(relation, filters, sorts), opening);
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': exportDisposition(relation.name),
          'x-atrium-row-count': String(rowCount),
        });
      },
    )
    .post(
      '/:id/import',
      streamsBody('text/csv'),
      write,
      validate('param', idParam),
      validate('query', impersonationQuery),
      async (c) => {
        const upload = new UploadReader(c.req.raw.body, uploadStallMs);
        try {
          const inserted = await mutateRows(c, c.req.valid('param').id, c.req.valid('query'), {
            change: (client, relation) => importCsv(client, relation, upload),
          });
          return c.json({ inserted });
        } finally {
          await upload.drain();
        }
      },
    );
};
