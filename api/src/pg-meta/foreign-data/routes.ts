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

/** `/foreign-data-wrappers`, `/foreign-servers` and `/vault/secrets` under `/platform/pg-meta/{ref}`. */
export const foreignDataRoutes = () =>
  new Hono<AppEnv>()
    .get('/foreign-data-wrappers', requires('sql:admin:read', 'wrappers'), async (c) => {
      const { text, values } = listForeignDataWrappers();
      return c.json(
        (await c.get('project').pool.query<ForeignDataWrapper>(text, [...values])).rows,
      );
    })
    .get('/foreign-servers', requires('sql:admin:read', 'wrappers'), async (c) => {
      const { text, values } = listForeignServers();
      return c.json((await c.get('project').pool.query<ForeignServer>(text, [...values])).rows);
    })
    .get('/vault/secrets', requires('sql:admin:read', 'wrappers'), async (c) => {
      const pool = c.get('project').pool;
      const check = vaultInstalled();
      const { rows } = await pool.query<{ installed: boolean }>(check.text, [...check.values]);
      if (!rows[0]?.installed) throw notFound('Vault is not installed on this project');
      const { text, values } = listVaultSecrets();
      return c.json((await pool.query<VaultSecret>(text, [...values])).rows);
    });
