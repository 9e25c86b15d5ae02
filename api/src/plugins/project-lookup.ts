import type { Project, ProjectRegistry } from '../projects/registry.js';

/** The part of the project registry a plugin's server part may use: finding a project. */
export interface ProjectLookup {
  resolve(ref: string): Promise<Project>;
}

/**
 * A view of `registry` that only resolves refs. A plain object, not the registry itself, so a
 * plugin cannot reach `upsert` (re-pointing a project's connection string) or `close` by a cast.
 */
export const projectLookup = (registry: ProjectRegistry): ProjectLookup =>
  Object.freeze({ resolve: (ref: string) => registry.resolve(ref) });
