import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../http/api-error.js';
import { grantsOn } from '../http/permission-middleware.js';
import type { Project, ProjectRegistry } from '../projects/index.js';

/** The part of the project registry a plugin's server part may use: finding a project. */
export interface ProjectLookup {
  /**
   * The project `ref` names, as the caller of request `c` may see it: a caller who holds no grant
   * on it (not signed in, or no member of its organization) gets 404 `project_not_found`, the same
   * as for a ref that does not exist, so a plugin route cannot reach a project its caller cannot.
   */
  resolve(c: Context<AppEnv>, ref: string): Promise<Project>;
}

/**
 * A view of `registry` that only resolves refs, for the caller of a request. A plain object, not
 * the registry itself, so a plugin cannot reach `upsert` (re-pointing a project's connection
 * string) or `close` by a cast.
 */
export const projectLookup = (registry: ProjectRegistry): ProjectLookup =>
  Object.freeze({
    async resolve(c: Context<AppEnv>, ref: string) {
      if ((await grantsOn(c, { projectRef: ref })).length === 0) {
        throw notFound('Project not found', 'project_not_found');
      }
      return registry.resolve(ref);
    },
  });
