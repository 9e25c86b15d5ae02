import type pg from 'pg';
import { withTransaction } from '../db/transaction.js';
import type { AtriumModule, ModuleProjectSchema } from './define-module.js';

/** A project's database, reached as the project's own role. */
export interface ProjectDatabase {
  /** The project's id in the platform database. */
  readonly id: number;
  readonly ref: string;
  /** Runs `work` in one transaction on the project's database, as the project's own role. */
  transaction(work: (client: pg.ClientBase) => Promise<void>): Promise<void>;
}

/** Why a project schema cannot be applied, or undefined when it can. */
export function projectSchemaProblem(schema: ModuleProjectSchema): string | undefined {
  if (!Number.isInteger(schema.version) || schema.version < 1) {
    return 'projectSchema.version must be a positive whole number';
  }
  if (typeof schema.apply !== 'function') return 'projectSchema.apply must be a function';
  return undefined;
}

/** A module whose project schema could not be applied to a project, and why. */
export interface ProjectSchemaFailure {
  readonly module: string;
  readonly error: unknown;
}

/**
 * Applies each module's project schema to `project` where the version recorded for it in the
 * platform's `module_project_schemas` is lower than the module's (or none is), and records the
 * new version. Under an advisory lock per module and project, held in a platform transaction, so
 * instances starting together apply it once: the second waits, then finds it recorded. A schema
 * that throws is rolled back and not recorded (it is tried again at the next start); the other
 * modules' are still applied. Answers which were applied and which failed.
 */
export async function applyProjectSchemas(
  platform: pg.Pool,
  modules: readonly AtriumModule[],
  project: ProjectDatabase,
): Promise<{ applied: string[]; failed: ProjectSchemaFailure[] }> {
  const applied: string[] = [];
  const failed: ProjectSchemaFailure[] = [];
  for (const module of modules) {
    const schema = module.projectSchema;
    if (!schema) continue;
    try {
      if (await applyOne(platform, module.id, schema, project)) applied.push(module.id);
    } catch (error) {
      failed.push({ module: module.id, error });
    }
  }
  return { applied, failed };
}

/** Applies one module's schema to one project unless its version is recorded: whether it did. */
function applyOne(
  platform: pg.Pool,
  moduleId: string,
  schema: ModuleProjectSchema,
  project: ProjectDatabase,
): Promise<boolean> {
  return withTransaction(platform, async (client) => {
    await client.query(
      `SELECT pg_advisory_xact_lock(hashtext('atrium.project-schema'), hashtext($1))`,
      [`${moduleId}/${project.id}`],
    );
    const { rows } = await client.query<{ version: number }>(
      'SELECT version FROM module_project_schemas WHERE module = $1 AND project_id = $2',
      [moduleId, project.id],
    );
    const previous = rows[0]?.version;
    if (previous !== undefined && previous >= schema.version) return false;
    await project.transaction((projectClient) => schema.apply(projectClient, previous));
    await client.query(
      `INSERT INTO module_project_schemas (module, project_id, version) VALUES ($1, $2, $3)
       ON CONFLICT (module, project_id)
         DO UPDATE SET version = EXCLUDED.version, applied_at = now()`,
      [moduleId, project.id, schema.version],
    );
    return true;
  });
}
