import type { ResourceDefinition } from './define-resource.js';

/** A plugin as the resource check sees it: its id and the resources its manifest lists. */
interface Declaring {
  readonly id: string;
  readonly resources?: readonly ResourceDefinition[];
}

/** A resource a plugin declared that cannot be taken, and why. */
export interface ResourceProblem {
  readonly pluginId: string;
  readonly resource: string;
  readonly error: string;
}

/**
 * Every resource by name, core's first, checked like extension points: a name declared twice, or
 * a `stale` that names no resource, is a problem of the plugin that declared it (and its resource
 * is left out). `known` lists plugins that are off too: their resources may be named in `stale`.
 */
export function resolveResources(
  core: readonly ResourceDefinition[],
  plugins: readonly Declaring[],
  known: readonly Declaring[] = plugins,
): { resources: ReadonlyMap<string, ResourceDefinition>; problems: ResourceProblem[] } {
  const resources = new Map(core.map((r) => [r.name, r]));
  const owner = new Map<string, string>(core.map((r) => [r.name, 'core']));
  const problems: ResourceProblem[] = [];
  for (const plugin of plugins) {
    for (const resource of plugin.resources ?? []) {
      const taken = owner.get(resource.name);
      if (taken) {
        problems.push({
          pluginId: plugin.id,
          resource: resource.name,
          error: `Resource "${resource.name}" of "${plugin.id}" is already declared by ${taken === 'core' ? 'core' : `"${taken}"`}`,
        });
        continue;
      }
      owner.set(resource.name, plugin.id);
      resources.set(resource.name, resource);
    }
  }
  const names = new Set([
    ...resources.keys(),
    ...known.flatMap((p) => (p.resources ?? []).map((r) => r.name)),
  ]);
  for (const plugin of plugins) {
    for (const resource of plugin.resources ?? []) {
      if (resources.get(resource.name) !== resource) continue;
      const unknown = resource.stale.filter((name) => !names.has(name));
      if (unknown.length === 0) continue;
      resources.delete(resource.name);
      problems.push({
        pluginId: plugin.id,
        resource: resource.name,
        error: `Resource "${resource.name}" of "${plugin.id}" makes unknown resources stale: ${unknown.map((n) => `"${n}"`).join(', ')}`,
      });
    }
  }
  return { resources, problems };
}
