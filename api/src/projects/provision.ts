import type pg from 'pg';
import type { Logger } from 'pino';
import type { SecretBox } from '../platform/index.js';
import { ensureProjectJwtSecret } from '../project-api/index.js';
import { createProjectDatabase } from './project-database.js';
import { withProjectLock } from './project-lock.js';
import { statusMessageFor } from './provisioning-failure.js';

export interface ProvisionerDependencies {
  readonly platform: pg.Pool;
  readonly secrets: SecretBox;
  /** The projects server (`ATRIUM_PROJECTS_DATABASE_URL` or its default), a `postgres` database. */
  readonly serverUrl: string;
  /** Connections each project's role may hold (`ATRIUM_PROJECT_CONNECTION_LIMIT`). */
  readonly connectionLimit: number;
  readonly log: Logger;
  /**
   * Runs on a new project's database (reached as the project's own role at `url`) before the
   * project is active: the server modules' project schemas. Its failures are its own to report.
   */
  readonly prepareDatabase?: (project: { id: number; ref: string; url: string }) => Promise<void>;
}

/**
 * Brings `COMING_UP` projects up: creates each one's database, bootstraps it, stores its
 * encrypted connection string and marks it `ACTIVE_HEALTHY`, or `INIT_FAILED` with a message safe
 * to show. Work happens in the background, one project at a time per instance, each under the
 * project's advisory lock so that instances never work on the same project together.
 */
export class ProjectProvisioner {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly deps: ProvisionerDependencies) {}

  get serverUrl(): string {
    return this.deps.serverUrl;
  }

  /** Queues the project's provisioning; failures end in its status, never in the caller. */
  start(ref: string): void {
    this.queue = this.queue.then(() =>
      this.provision(ref).catch((error: unknown) =>
        this.deps.log.error({ err: error, project: ref }, 'provisioning the project failed'),
      ),
    );
  }

  /** Queues every project still `COMING_UP`, such as one whose instance died: run at start. */
  async resumeUnfinished(): Promise<void> {
    const { rows } = await this.deps.platform.query<{ ref: string }>(
      `SELECT ref FROM projects WHERE status = 'COMING_UP' ORDER BY id`,
    );
    for (const { ref } of rows) this.start(ref);
  }

  /** Settles once everything queued so far is done (stopping waits for it). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async provision(ref: string): Promise<void> {
    const { platform, log } = this.deps;
    const { rows } = await platform.query<{ id: string }>(
      `SELECT id::text AS id FROM projects WHERE ref = $1 AND status = 'COMING_UP'`,
      [ref],
    );
    if (!rows[0]) return;
    const projectId = rows[0].id;
    await withProjectLock(platform, projectId, 'try', async (client) => {
      // Another instance may have finished it between the read above and the lock.
      const current = await client.query(
        `SELECT 1 FROM projects WHERE id = $1 AND status = 'COMING_UP'`,
        [projectId],
      );
      if (!current.rowCount) return;
      try {
        const url = await createProjectDatabase(
          this.deps.serverUrl,
          ref,
          this.deps.connectionLimit,
        );
        // Before it is active: an active project always has a JWT secret for its keys.
        await ensureProjectJwtSecret(client, this.deps.secrets, projectId);
        await this.deps.prepareDatabase?.({ id: Number(projectId), ref, url });
        await client.query(
          `UPDATE projects SET status = 'ACTIVE_HEALTHY', status_message = NULL,
                  connection_string_encrypted = $2, updated_at = now()
            WHERE id = $1 AND status = 'COMING_UP'`,
          [projectId, this.deps.secrets.encrypt(url)],
        );
        log.info({ project: ref }, 'project database created and bootstrapped');
      } catch (error) {
        log.error({ err: error, project: ref }, 'the project failed to start');
        await client.query(
          `UPDATE projects SET status = 'INIT_FAILED', status_message = $2, updated_at = now()
            WHERE id = $1 AND status = 'COMING_UP'`,
          [projectId, statusMessageFor(error)],
        );
      }
    });
  }
}
