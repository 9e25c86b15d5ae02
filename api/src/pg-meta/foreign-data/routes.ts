import { Hono } from 'hono';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import {
  listForeignDataWrappers,
  listForeignServers,
  type ForeignDataWrapper,
  type ForeignServer,
} from './sql.js';
import { listVaultSecrets, vaultInstalled, type VaultSecret } from './vault-sql.js';
import { projectDb } from '../shared/project-db.js';

/** `/foreign-data-wrappers`, `/foreign-servers` and `/vault/secrets` under `/platform/pg-meta/{ref}`. */
export const foreignDataRoutes = () =>
  new Hono<AppEnv>()
    .get('/foreign-data-wrappers', requires('sql:admin:read', 'wrappers'), async (c) => {
      return c.json(await projectDb(c).rows<ForeignDataWrapper>(listForeignDataWrappers()));
    })
    .get('/foreign-servers', requires('sql:admin:read', 'wrappers'), async (c) => {
      return c.json(await projectDb(c).rows<ForeignServer>(listForeignServers()));
    })
    .get('/vault/secrets', requires('sql:admin:read', 'wrappers'), async (c) => {
      const db = projectDb(c);
      const [vault] = await db.rows<{ installed: boolean }>(vaultInstalled());
      if (!vault?.installed) throw notFound('Vault is not installed on this project');
      return c.json(await db.rows<VaultSecret>(listVaultSecrets()));
    });
