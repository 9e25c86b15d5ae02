import { join } from 'node:path';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createPool } from '../db/pool.js';
import { defineModule, Provided } from '../module/index.js';
import { withPinnedSearchPath } from '../postgres/pinned-search-path.js';
import { createAuditLogPool } from './audit-log-pool.js';
import { migratePlatform } from './migrate.js';
import { ensurePlatformDatabase } from './platform-database.js';
import { listenForPlatformNotices, type PlatformNotices } from './platform-notices.js';
import { SecretBox } from './secret-box.js';

export interface PlatformModuleDependencies {
  /** Atrium's own role on the default project's server, where the platform database is made. */
  readonly adminUrl: string;
  readonly platformUrl: string;
  /** `ATRIUM_SECRET_KEY`; without it, the key kept in `stateDir` (made on first start). */
  readonly secretKey: string | undefined;
  readonly stateDir: string;
  readonly log: Logger;
}

/** What the platform module hands the modules after it. */
export interface PlatformServices {
  readonly pool: pg.Pool;
  /** The audit log's own pool: its entries skip the disk flush (permissions.md, Audit log). */
  readonly auditLog: pg.Pool;
  readonly secrets: SecretBox;
  /** The instance's one LISTEN connection on the platform database. */
  readonly notices: PlatformNotices;
}

/**
 * The platform as a core module, first of all. `start`: the platform database (made when
 * missing), its pools, its migrations, Atrium's secret key, then the notices listener (after the
 * migrations: the notices come from their triggers). `stop` ends them, even after a start that
 * threw halfway.
 */
export function platformModule(deps: PlatformModuleDependencies) {
  const provided = new Provided<PlatformServices>('platform');
  const made: { pool?: pg.Pool; auditLog?: pg.Pool; notices?: PlatformNotices } = {};
  const module = defineModule({
    id: 'platform',
    async start() {
      // Pinned: members create objects in the `postgres` database this connects to.
      await ensurePlatformDatabase(withPinnedSearchPath(deps.adminUrl), deps.platformUrl);
      const pool = (made.pool = createPool(
        deps.platformUrl,
        { statementTimeoutMs: 30_000, max: 5 },
        deps.log,
      ));
      const auditLog = (made.auditLog = createAuditLogPool(deps.platformUrl, deps.log));
      const migrationClient = await pool.connect();
      try {
        await migratePlatform(migrationClient);
      } finally {
        migrationClient.release();
      }
      const secrets = await SecretBox.load(deps.secretKey, join(deps.stateDir, 'secret.key'));
      const notices = (made.notices = await listenForPlatformNotices(
        deps.platformUrl,
        [],
        deps.log,
      ));
      provided.provide({ pool, auditLog, secrets, notices });
    },
    async stop() {
      await made.notices?.stop().catch(() => undefined);
      await made.auditLog?.end().catch(() => undefined);
      await made.pool?.end().catch(() => undefined);
    },
  });
  return { module, platform: provided };
}
