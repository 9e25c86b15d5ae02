import type pg from 'pg';
import type { Logger } from 'pino';
import { notFound } from '../http/api-error.js';
import { createPool, type CleanPool, type PoolSettings } from '../db/pool.js';
import type { SecretBox } from '../platform/secret-box.js';
import type { LostPasswordRecovery } from './lost-password.js';
import { projectNotReady } from './project-status.js';

export interface Project {
  readonly id: number;
  readonly ref: string;
  readonly name: string;
  readonly organizationId: number;
  /** Connections to the project's own database; each one goes back to the pool reset. */
  readonly pool: CleanPool;
  /** Most rows `/query` answers (`ATRIUM_QUERY_ROW_LIMIT`); 0 for no limit. */
  readonly queryRowLimit: number;
  /** Most bytes of a `/query` answer (`ATRIUM_QUERY_BYTE_LIMIT`); 0 for no limit. */
  readonly queryByteLimit: number;
}

/** How the API talks to every project's database. */
export interface ProjectSettings extends PoolSettings {
  readonly queryRowLimit?: number;
  readonly queryByteLimit?: number;
}

/** `/query` answers at most this many rows unless `ATRIUM_QUERY_ROW_LIMIT` says otherwise. */
export const DEFAULT_QUERY_ROW_LIMIT = 100_000;
/** `/query` answers at most this many bytes (64 MiB) unless `ATRIUM_QUERY_BYTE_LIMIT` says otherwise. */
export const DEFAULT_QUERY_BYTE_LIMIT = 64 * 1024 * 1024;

interface ProjectRow {
  id: string;
  ref: string;
  name: string;
  organization_id: string;
  connection_string_encrypted: string | null;
  status: string;
  status_message: string | null;
}

/**
 * Resolves a project ref to its database. Rows live in the platform database (so any API
 * instance can serve any project); pools are made on first use and kept per instance.
 */
export class ProjectRegistry {
  private readonly projects = new Map<string, Promise<Project>>();

  constructor(
    private readonly platform: pg.Pool,
    private readonly secrets: SecretBox,
    private readonly settings: ProjectSettings,
    private readonly log: Logger,
    /** Gets Atrium back in when a member changed the project role's password. */
    private readonly lostPassword?: LostPasswordRecovery,
  ) {}

  /**
   * The project's database, or 404 for an unknown ref and 503 (`project_not_ready`) for a project
   * that is not `ACTIVE_HEALTHY`.
   */
  resolve(ref: string): Promise<Project> {
    let project = this.projects.get(ref);
    if (!project) {
      project = this.load(ref);
      this.projects.set(ref, project);
      // A failed lookup (unknown ref, project not ready, database down) must not be cached: the
      // next request looks again, and finds the project once it is active.
      project.catch(() => this.projects.delete(ref));
    }
    return project;
  }

  /** Creates or updates a project and its encrypted connection string. */
  async upsert(input: {
    ref: string;
    name: string;
    organizationId: number;
    connectionString: string;
  }): Promise<void> {
    await this.platform.query(
      `INSERT INTO projects (ref, name, organization_id, connection_string_encrypted)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (ref) DO UPDATE
         SET connection_string_encrypted = EXCLUDED.connection_string_encrypted, updated_at = now()`,
      [input.ref, input.name, input.organizationId, this.secrets.encrypt(input.connectionString)],
    );
    await this.forget(input.ref);
  }

  async close(): Promise<void> {
    const refs = [...this.projects.keys()];
    await Promise.all(refs.map((ref) => this.forget(ref)));
  }

  /** Closes the project's pool on this instance; the next `resolve` reads its row again. */
  async forget(ref: string): Promise<void> {
    const project = this.projects.get(ref);
    this.projects.delete(ref);
    await project?.then((p) => p.pool.end()).catch(() => undefined);
  }

  private async load(ref: string): Promise<Project> {
    const { rows } = await this.platform.query<ProjectRow>(
      `SELECT id, ref, name, organization_id, connection_string_encrypted, status, status_message
         FROM projects WHERE ref = $1`,
      [ref],
    );
    const row = rows[0];
    if (!row) throw notFound('Project not found', 'project_not_found');
    if (row.status !== 'ACTIVE_HEALTHY' || row.connection_string_encrypted === null) {
      throw projectNotReady(row.status, row.status_message);
    }
    const connectionString = this.secrets.decrypt(row.connection_string_encrypted);
    const pool = createPool(connectionString, this.settings, this.log.child({ project: ref }));
    return {
      id: Number(row.id),
      ref: row.ref,
      name: row.name,
      organizationId: Number(row.organization_id),
      pool: this.lostPassword?.watch(pool, ref, connectionString) ?? pool,
      queryRowLimit: this.settings.queryRowLimit ?? DEFAULT_QUERY_ROW_LIMIT,
      queryByteLimit: this.settings.queryByteLimit ?? DEFAULT_QUERY_BYTE_LIMIT,
    };
  }
}
