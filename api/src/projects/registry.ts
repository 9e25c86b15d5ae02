import type pg from 'pg';
import type { Logger } from 'pino';
import { notFound } from '../http/api-error.js';
import type { PrivilegedLogin, Project } from '../http/project.js';
import { createPool, type CleanPool, type PoolSettings } from '../db/pool.js';
import type { SecretBox } from '../platform/index.js';
import type { LostPasswordRecovery } from './lost-password.js';
import { PoolBudget, type BudgetedPool } from './pool-budget.js';
import { projectNotReady } from './project-status.js';

export type { Project } from '../http/project.js';

/** How the API talks to every project's database. */
export interface ProjectSettings extends PoolSettings {
  readonly queryRowLimit?: number;
  readonly queryByteLimit?: number;
  /** Connections across all project pools (`ATRIUM_PROJECT_CONNECTION_BUDGET`). */
  readonly connectionBudget?: number;
}

/** A request's hold on its project: while held, the project's pool is not closed for others. */
export interface ProjectLease {
  readonly project: Project;
  /** The request is over. */
  release(): void;
}

/** `/query` answers at most this many rows unless `ATRIUM_QUERY_ROW_LIMIT` says otherwise. */
export const DEFAULT_QUERY_ROW_LIMIT = 100_000;
/** `/query` answers at most this many bytes (64 MiB) unless `ATRIUM_QUERY_BYTE_LIMIT` says otherwise. */
export const DEFAULT_QUERY_BYTE_LIMIT = 64 * 1024 * 1024;
/** Connections across all project pools unless `ATRIUM_PROJECT_CONNECTION_BUDGET` says otherwise. */
export const DEFAULT_PROJECT_CONNECTION_BUDGET = 50;

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
 * instance can serve any project); pools are made on first use and kept per instance, within one
 * connection budget across them all (`PoolBudget`): the least recently used pool not in use is
 * closed to make room for another project's.
 */
export class ProjectRegistry {
  private readonly projects = new Map<string, Promise<Project>>();
  /** Requests holding each project (`lease`): a held project's pool is never closed for room. */
  private readonly leases = new Map<string, number>();
  private readonly lastUsed = new Map<string, number>();
  /** Each project's open pool, to tell it from a newer one after a `forget`. */
  private readonly pools = new Map<string, CleanPool>();
  private readonly budget: PoolBudget;

  constructor(
    private readonly platform: pg.Pool,
    private readonly secrets: SecretBox,
    private readonly settings: ProjectSettings,
    private readonly log: Logger,
    /** Gets Atrium back in when a member changed the project role's password. */
    private readonly lostPassword?: LostPasswordRecovery,
    /** The projects server's role on a hosted project's database; undefined for the others. */
    private readonly privilegedLogin: (ref: string) => PrivilegedLogin | undefined = () =>
      undefined,
  ) {
    this.budget = new PoolBudget(
      settings.connectionBudget ?? DEFAULT_PROJECT_CONNECTION_BUDGET,
      settings.max ?? 10,
    );
  }

  /**
   * The project's database, or 404 for an unknown ref and 503 (`project_not_ready`) for a project
   * that is not `ACTIVE_HEALTHY`.
   */
  resolve(ref: string): Promise<Project> {
    this.lastUsed.set(ref, Date.now());
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

  /**
   * `resolve`, held until `release`: a request takes one for its whole length, so its project's
   * pool is not closed to make room for another project between its lookup and its queries.
   */
  async lease(ref: string): Promise<ProjectLease> {
    this.leases.set(ref, (this.leases.get(ref) ?? 0) + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = this.leases.get(ref)! - 1;
      if (left === 0) this.leases.delete(ref);
      else this.leases.set(ref, left);
      this.budget.changed();
    };
    try {
      return { project: await this.resolve(ref), release };
    } catch (error) {
      release();
      throw error;
    }
  }

  /** Project pools open on this instance now. */
  get openPools(): number {
    return this.budget.size;
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
    const pool = await this.openPool(ref, connectionString);
    return {
      id: Number(row.id),
      ref: row.ref,
      name: row.name,
      organizationId: Number(row.organization_id),
      pool: this.lostPassword?.watch(pool, ref, connectionString) ?? pool,
      queryRowLimit: this.settings.queryRowLimit ?? DEFAULT_QUERY_ROW_LIMIT,
      queryByteLimit: this.settings.queryByteLimit ?? DEFAULT_QUERY_BYTE_LIMIT,
      privilegedLogin: this.privilegedLogin(ref),
    };
  }

  /** A pool for `ref`, once the budget has room for it; it leaves the budget when it ends. */
  private async openPool(ref: string, connectionString: string): Promise<CleanPool> {
    // Made once the budget admits it; until then it counts as in use, so it is not closed.
    const opened: { pool?: CleanPool } = {};
    const budgeted: BudgetedPool = {
      lastUsed: () => this.lastUsed.get(ref) ?? 0,
      inUse: () => {
        const { pool } = opened;
        return (
          (this.leases.get(ref) ?? 0) > 0 ||
          !pool ||
          pool.totalCount > pool.idleCount ||
          pool.waitingCount > 0
        );
      },
      close: async () => {
        if (this.pools.get(ref) === opened.pool) await this.forget(ref);
        else await opened.pool?.end();
      },
    };
    await this.budget.admit(budgeted);
    const settings = { ...this.settings, max: this.budget.perPool };
    const pool = createPool(connectionString, settings, this.log.child({ project: ref }));
    opened.pool = pool;
    this.pools.set(ref, pool);
    // A connection coming back may leave the pool unused: an admission waiting for room looks again.
    pool.on('release', () => this.budget.changed());
    const end = pool.end.bind(pool);
    pool.end = (async () => {
      try {
        await end();
      } finally {
        if (this.pools.get(ref) === pool) this.pools.delete(ref);
        this.budget.leave(budgeted);
      }
    }) as CleanPool['end'];
    return pool;
  }
}
