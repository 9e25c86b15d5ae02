import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import type { Queryable } from '../../db/queryable.js';
import { runStatements } from '../../db/transaction.js';
import {
  disableExtension,
  enableExtension,
  getExtension,
  listExtensions,
  listExtensionVersions,
  type Extension,
} from './sql.js';
import { projectDb } from '../shared/project-db.js';

/** Where the dashboard installs extensions by default: protected, but extensions belong there. */
const EXTENSIONS_SCHEMA = 'extensions';

const enableBody = z.object({
  name: z.string().min(1),
  schema: z.string().min(1).optional(),
  version: z.string().min(1).optional(),
  cascade: z.boolean().optional(),
  create_schema: z.boolean().optional(),
});
const disableQuery = z.object({
  id: z.string().min(1, 'id (the extension name) is required'),
  cascade: z.enum(['true', 'false']).optional(),
});
const nameParam = z.object({ name: z.string().min(1) });

async function findInstalled(db: Queryable, name: string): Promise<Extension> {
  const { text, values } = getExtension(name);
  const extension = (await db.query<Extension>(text, [...values])).rows[0];
  if (!extension?.installed_version) throw notFound(`Extension "${name}" is not installed`);
  return extension;
}

/** An extension as the audit log names it. */
const extensionName = (extension: { name: string }) => extension.name;

/** `/platform/pg-meta/{ref}/extensions`. */
export const extensionRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'extensions'), async (c) => {
      return c.json(await projectDb(c).rows<Extension>(listExtensions()));
    })
    .get(
      '/:name/versions',
      requires('sql:admin:read', 'extensions'),
      validate('param', nameParam),
      async (c) => {
        const name = c.req.valid('param').name;
        const rows = await projectDb(c).rows<{ version: string }>(listExtensionVersions(name));
        if (rows.length === 0) throw notFound(`Extension "${name}" is not available`);
        return c.json(rows.map((row) => row.version));
      },
    )
    .post(
      '/',
      requires('sql:admin:write', 'extensions'),
      audited('extension.enabled'),
      validate('json', enableBody),
      async (c) => {
        const enabled = await projectDb(c).mutate({
          find: () => notingTarget(c, c.req.valid('json'), extensionName),
          // The extensions schema is protected, but extensions are what belongs there.
          writes: ({ schema }) => [schema === EXTENSIONS_SCHEMA ? undefined : schema],
          change: (client, change) => runStatements(client, enableExtension(change)),
          readBack: (client, change) => findInstalled(client, change.name),
        });
        return c.json(enabled, 201);
      },
    )
    .delete(
      '/',
      requires('sql:admin:write', 'extensions'),
      audited('extension.disabled'),
      validate('query', disableQuery),
      async (c) => {
        const { id, cascade } = c.req.valid('query');
        const extension = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findInstalled(client, id), extensionName),
          // Dropping an extension removes its own objects only, wherever they are.
          writes: () => [],
          change: async (client, extension) => {
            await client.query(disableExtension(id, cascade === 'true'));
            return extension;
          },
        });
        return c.json(extension);
      },
    );
