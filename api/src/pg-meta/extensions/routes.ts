import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ApiError, notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import type { Queryable } from '../../db/queryable.js';
import { runStatements } from '../../db/transaction.js';
import type { Mutation } from '../shared/mutation.js';
import {
  disableExtension,
  enableExtension,
  getExtension,
  listExtensions,
  listExtensionVersions,
  updateExtension,
  type Extension,
} from './sql.js';
import { projectDb } from '../shared/project-db.js';
import { isHostedExtension, notOfferedMessage } from './hosted-extensions.js';
import { handOver, mutateAsPrivilegedRole, needsSuperuser } from './privileged-change-sql.js';

/** Where the dashboard installs extensions by default: protected, but extensions belong there. */
const EXTENSIONS_SCHEMA = 'extensions';

const enableBody = z.object({
  name: z.string().min(1),
  schema: z.string().min(1).optional(),
  version: z.string().min(1).optional(),
  cascade: z.boolean().optional(),
  create_schema: z.boolean().optional(),
});
const updateBody = z.object({ version: z.string().min(1).optional() });
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

/**
 * The projects server's role on this project's database, when the change is one Atrium makes on
 * a hosted project's behalf: an extension on the hosted list that needs a superuser.
 */
async function privilegedLoginFor(c: Context<AppEnv>, name: string, version?: string) {
  const login = c.get('project').privilegedLogin;
  if (!login || !isHostedExtension(name)) return undefined;
  const privileged = await projectDb(c).read((client) => needsSuperuser(client, name, version));
  return privileged ? login : undefined;
}

/**
 * In a hosted project, Postgres's refusal of an extension that needs a superuser becomes a
 * message that says which ones Atrium enables instead.
 */
const explainRefusal = (c: Context<AppEnv>, name: string) => (error: unknown) => {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const refused =
    code === '42501' &&
    typeof message === 'string' &&
    message.startsWith('permission denied to create extension');
  if (refused && c.get('project').privilegedLogin) {
    throw new ApiError(403, notOfferedMessage(name), 'extension_not_offered');
  }
  throw error;
};

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
        const body = c.req.valid('json');
        const login = await privilegedLoginFor(c, body.name, body.version);
        const enable: Mutation<typeof body, void, Extension> = {
          find: () => notingTarget(c, body, extensionName),
          // The extensions schema is protected, but extensions are what belongs there.
          writes: ({ schema }) => [schema === EXTENSIONS_SCHEMA ? undefined : schema],
          change: async (client, change) => {
            if (!login) {
              await runStatements(client, enableExtension(change)).catch(
                explainRefusal(c, change.name),
              );
              return;
            }
            await runStatements(client, enableExtension(change, login.projectRole));
            await handOver(client, change.name, login.projectRole);
          },
          readBack: (client, change) => findInstalled(client, change.name),
        };
        const enabled = login
          ? await mutateAsPrivilegedRole(login, enable)
          : await projectDb(c).mutate(enable);
        return c.json(enabled, 201);
      },
    )
    .patch(
      '/:name',
      requires('sql:admin:write', 'extensions'),
      audited('extension.updated'),
      validate('param', nameParam),
      validate('json', updateBody),
      async (c) => {
        const { name } = c.req.valid('param');
        const { version } = c.req.valid('json');
        const installed = await projectDb(c).read((db) => findInstalled(db, name));
        const login = await privilegedLoginFor(c, name, installed.installed_version ?? undefined);
        const update: Mutation<Extension, void, Extension> = {
          find: async (client) => notingTarget(c, await findInstalled(client, name), extensionName),
          // Updating an extension changes its own objects only, wherever they are.
          writes: () => [],
          change: (client) => runStatements(client, [updateExtension(name, version)]),
          readBack: (client) => findInstalled(client, name),
        };
        const updated = login
          ? await mutateAsPrivilegedRole(login, update)
          : await projectDb(c).mutate(update);
        return c.json(updated);
      },
    )
    .delete(
      '/',
      requires('sql:admin:write', 'extensions'),
      audited('extension.disabled'),
      validate('query', disableQuery),
      async (c) => {
        const { id, cascade } = c.req.valid('query');
        const installed = await projectDb(c).read((db) => findInstalled(db, id));
        const login = await privilegedLoginFor(c, id, installed.installed_version ?? undefined);
        const disable: Mutation<Extension, Extension, Extension> = {
          find: async (client) => notingTarget(c, await findInstalled(client, id), extensionName),
          // Dropping an extension removes its own objects only, wherever they are.
          writes: () => [],
          change: async (client, extension) => {
            await client.query(disableExtension(id, cascade === 'true'));
            return extension;
          },
        };
        const disabled = login
          ? await mutateAsPrivilegedRole(login, disable)
          : await projectDb(c).mutate(disable);
        return c.json(disabled);
      },
    );
