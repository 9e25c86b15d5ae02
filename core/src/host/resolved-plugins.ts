import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../plugin-api/data/define-resource.js';
import { resolveResources } from '../plugin-api/data/resolve-resources.js';
import {
  CORE_EXTENSION_POINTS,
  type ExtensionPoint,
  type PointContribution,
} from '../plugin-api/extension-points.js';
import { CORE_RESOURCES } from '../plugin-api/keys/core-resources.js';
import type {
  CommandDeclaration,
  CommandHandler,
  ContributionDeclaration,
  PluginManifest,
  RouteDeclaration,
} from '../plugin-api/manifest.js';
import { acceptManifests, RegistryError, type DisabledPlugin } from './accept-manifests.js';
import { deepFreeze } from './deep-freeze.js';
import { loadOnce } from './load-once.js';
import type { ManifestChecks } from './manifest-checks.js';

export { RegistryError, type DisabledPlugin } from './accept-manifests.js';

export interface ResolvedRoute extends Omit<RouteDeclaration, 'load'> {
  readonly pluginId: string;
  readonly load: () => Promise<ComponentType>;
}

export interface ResolvedCommand extends Omit<CommandDeclaration, 'id' | 'run'> {
  /** Namespaced: `pluginId.commandId`. */
  readonly id: string;
  readonly pluginId: string;
  readonly load: () => Promise<CommandHandler>;
}

/** A contribution as the registry keeps it: with the id of the point it is filed under. */
export interface ResolvedContribution<TData = unknown, TLoaded = unknown> extends PointContribution<
  TData,
  TLoaded
> {
  readonly point: string;
}

/** A route, command or contribution of a third-party plugin that core left out, and why. */
export interface LeftOutEntry {
  readonly pluginId: string;
  /** The route's path, or the command's or contribution's namespaced id. */
  readonly entry: string;
  readonly error: string;
}

export interface RegistryOptions {
  /**
   * Whether an installed manifest comes from a first-party package. A first-party manifest that is
   * invalid, a duplicate, or has an entry that conflicts or does not match its extension point is
   * a bug in the build, so it throws; a third-party one (or its entry) is left out and listed with
   * its error, so one broken package cannot take the app down. It is asked about the manifest, not
   * its id, so an origin known from the package (not claimed by it) can answer. Without it, every
   * plugin counts as first-party.
   */
  readonly isFirstParty?: (manifest: PluginManifest) => boolean;
  /**
   * Third-party packages the build left out without bundling their manifest, because their
   * package.json declares another plugin-API version: listed as invalid, never run.
   */
  readonly refused?: readonly { readonly package: string; readonly error: string }[];
  /**
   * How manifests and contributions' data are checked (`manifest-checks.ts`: zod and every
   * schema). Without it, first-party manifests and their contributions are trusted, unchecked,
   * and a third-party manifest throws: the app passes it only when a third-party manifest is
   * installed (`loadManifestChecks`), so zod stays out of the shell's first load, while the test
   * suite checks every first-party manifest with the same checks (`PluginRegistry`).
   */
  readonly checks?: ManifestChecks;
}

type Pending = ResolvedContribution & { overrides?: string };

/**
 * The plugins that are on, with everything they contribute resolved and namespaced. Built once
 * from data: manifests and contributions' data are validated (with the checks given) and
 * cross-checked without running any plugin code; each route, command and contribution loads its
 * own entry on first use, once. `PluginRegistry` is the same with every manifest checked.
 */
export class ResolvedPlugins {
  readonly plugins: readonly PluginManifest[];
  readonly disabled: readonly DisabledPlugin[];
  readonly routes: readonly ResolvedRoute[];
  readonly commands: readonly ResolvedCommand[];
  /** Every resource screens cache, by name: core's and those of the plugins that are on. */
  readonly resources: ReadonlyMap<string, ResourceDefinition>;
  /** Entries of third-party plugins left out (first-party ones throw instead). */
  readonly leftOut: readonly LeftOutEntry[];
  private readonly problems: LeftOutEntry[] = [];
  private readonly firstParty: ReadonlySet<string>;
  private readonly contributionsByPoint = new Map<string, ResolvedContribution[]>();
  /**
   * Third-party manifests switched off and left unchecked, for want of checks: nothing of theirs
   * is taken, and `/admin/plugins` lists them once `checked()` has checked them.
   */
  readonly unchecked: readonly PluginManifest[];
  private readonly checks: ManifestChecks | undefined;
  private readonly recheck: () => Promise<ResolvedPlugins>;

  constructor(
    installed: readonly PluginManifest[],
    enabledIds: readonly string[],
    { isFirstParty = () => true, refused = [], checks }: RegistryOptions = {},
  ) {
    this.checks = checks;
    this.recheck = async () => {
      const { loadManifestChecks } = await import('./load-manifest-checks.js');
      const all = await loadManifestChecks(installed.filter(isFirstParty));
      return new ResolvedPlugins(installed, enabledIds, { isFirstParty, refused, checks: all });
    };
    const { valid, invalid, firstParty, unchecked } = acceptManifests(
      installed,
      isFirstParty,
      checks,
      enabledIds,
    );
    this.unchecked = unchecked;
    this.firstParty = firstParty;
    const enabled = new Set(enabledIds);
    this.plugins = [...valid.values()].filter((m) => enabled.has(m.id));
    this.disabled = [
      ...[...valid.values()]
        .filter((m) => !enabled.has(m.id))
        .map((m) => ({ id: m.id, title: m.title, reason: 'disabled' as const })),
      ...invalid,
      ...refused.map((r) => ({
        id: r.package,
        title: r.package,
        reason: 'invalid' as const,
        error: r.error,
      })),
      ...enabledIds
        .filter((id) => !valid.has(id) && !invalid.some((p) => p.id === id))
        .map((id) => ({ id, title: id, reason: 'not-installed' as const })),
    ];
    this.routes = this.resolveRoutes();
    this.commands = this.resolveCommands();
    this.resources = this.resolveResources([...valid.values()]);
    this.resolveContributions([...valid.values()].filter((m) => !enabled.has(m.id)));
    this.leftOut = this.problems;
  }

  /**
   * The same plugins with every manifest checked, for what lists the unchecked ones
   * (`/admin/plugins`): the checks load first, in their own chunk, with first-party points' lazy
   * schemas. Itself when nothing was left unchecked.
   */
  checked(): Promise<ResolvedPlugins> {
    return this.unchecked.length === 0 ? Promise.resolve(this) : this.recheck();
  }

  /** The contributions to one extension point, overrides applied, in order. */
  contributions<TData, TLoaded = never>(
    point: ExtensionPoint<TData, TLoaded> | string,
  ): readonly ResolvedContribution<TData, TLoaded>[] {
    const id = typeof point === 'string' ? point : point.id;
    return (this.contributionsByPoint.get(id) ?? []) as ResolvedContribution<TData, TLoaded>[];
  }

  /** A first-party plugin's problem is a bug in the build; a third-party one's entry is left out. */
  private reject(pluginId: string, entry: string, error: string): void {
    if (this.firstParty.has(pluginId)) throw new RegistryError(error);
    this.problems.push({ pluginId, entry, error });
  }

  private resolveRoutes(): ResolvedRoute[] {
    const owner = new Map<string, string>();
    return this.plugins.flatMap((plugin) =>
      (plugin.routes ?? []).flatMap(({ load, ...route }) => {
        const taken = owner.get(route.path);
        if (taken) {
          this.reject(
            plugin.id,
            route.path,
            `Route ${route.path} of "${plugin.id}" is already taken by "${taken}"`,
          );
          return [];
        }
        owner.set(route.path, plugin.id);
        const what = `The screen of route ${route.path} of "${plugin.id}"`;
        return [{ ...route, pluginId: plugin.id, load: loadOnce(load, what) }];
      }),
    );
  }

  /** Resources are checked like points: a `stale` may name a resource of a plugin that is off. */
  private resolveResources(installed: readonly PluginManifest[]) {
    const { resources, problems } = resolveResources(CORE_RESOURCES, this.plugins, installed);
    for (const { pluginId, resource, error } of problems) this.reject(pluginId, resource, error);
    return resources;
  }

  private resolveCommands(): ResolvedCommand[] {
    const seen = new Set<string>();
    return this.plugins.flatMap((plugin) =>
      (plugin.commands ?? []).flatMap(({ id: localId, run, ...command }) => {
        const id = `${plugin.id}.${localId}`;
        if (seen.has(id)) {
          this.reject(plugin.id, id, `Duplicate command "${id}"`);
          return [];
        }
        seen.add(id);
        const load = loadOnce(run, `The handler of command "${id}"`);
        return [{ ...command, id, pluginId: plugin.id, load }];
      }),
    );
  }

  /**
   * Points are known from every installed plugin, on or off: a contribution to a point whose
   * plugin is off is simply not shown, while one to a point nobody defines is an error.
   */
  private knownPoints(off: readonly PluginManifest[]) {
    const points = new Map(CORE_EXTENSION_POINTS.map((p) => [p.id, p]));
    for (const plugin of this.plugins) {
      for (const point of plugin.extensionPoints ?? []) {
        if (points.has(point.id))
          this.reject(plugin.id, point.id, `Duplicate extension point "${point.id}"`);
        else points.set(point.id, point);
      }
    }
    const ofPluginsOff = new Set([
      ...off.flatMap((p) => (p.extensionPoints ?? []).map((x) => x.id)),
      ...this.unchecked.flatMap(uncheckedPointIds),
    ]);
    return { points, ofPluginsOff };
  }

  private resolveContributions(off: readonly PluginManifest[]): void {
    const { points, ofPluginsOff } = this.knownPoints(off);
    const all = new Map<string, Pending>();
    for (const plugin of this.plugins) {
      for (const c of declaredContributions(plugin)) {
        const id = `${plugin.id}/${c.id}`;
        const point = points.get(c.point);
        const problem = contributionProblem(
          { id, pointId: c.point, data: c.data, taken: all.has(id) },
          point,
          ofPluginsOff,
          this.checks,
        );
        if (problem) {
          this.reject(plugin.id, id, problem);
          continue;
        }
        if (!point) continue; // its point's plugin is off
        all.set(id, {
          id,
          pluginId: plugin.id,
          point: c.point,
          // Read-only, like the context: every consumer of the point gets this same object.
          data: deepFreeze(c.data),
          order: c.order ?? 0,
          overrides: c.overrides,
          load: c.load && loadOnce(c.load, `Contribution "${id}"`),
        });
      }
    }
    this.applyOverrides(all);
    for (const contribution of all.values()) {
      const list = this.contributionsByPoint.get(contribution.point) ?? [];
      list.push(contribution);
      this.contributionsByPoint.set(contribution.point, list);
    }
    for (const list of this.contributionsByPoint.values()) list.sort((a, b) => a.order - b.order);
  }

  /** An override takes its target's place (and order); the target disappears. */
  private applyOverrides(all: Map<string, Pending>): void {
    const overridden = new Map<string, string>();
    for (const c of all.values()) {
      if (!c.overrides) continue;
      const target = all.get(c.overrides);
      if (!target) continue; // the overridden plugin is off: the override simply stands alone
      const earlier = overridden.get(c.overrides);
      const problem =
        target.point !== c.point
          ? `"${c.id}" overrides "${c.overrides}" on a different extension point`
          : earlier && `"${c.overrides}" is overridden by both "${earlier}" and "${c.id}"`;
      if (problem) {
        this.reject(c.pluginId, c.id, problem);
        all.delete(c.id);
        continue;
      }
      overridden.set(c.overrides, c.id);
      all.set(c.id, { ...c, order: target.order });
    }
    for (const target of overridden.keys()) all.delete(target);
  }
}

/**
 * Why a contribution cannot be taken, or undefined when it can. Without checks its data is
 * trusted: only first-party manifests are taken then.
 */
function contributionProblem(
  { id, pointId, data, taken }: { id: string; pointId: string; data: unknown; taken: boolean },
  point: ExtensionPoint<unknown, unknown> | undefined,
  ofPluginsOff: ReadonlySet<string>,
  checks: ManifestChecks | undefined,
): string | undefined {
  if (taken) return `Duplicate contribution "${id}"`;
  if (!point) {
    if (ofPluginsOff.has(pointId)) return undefined;
    return `Contribution "${id}" targets unknown extension point "${pointId}"`;
  }
  const mismatch = checks?.data(point, data);
  return mismatch && `Contribution "${id}" does not match ${pointId}: ${mismatch}`;
}

/** A plugin's contributions, its `navItems` included (sugar for contributions to `nav.{menu}@1`). */
function declaredContributions(plugin: PluginManifest): ContributionDeclaration[] {
  return [
    ...(plugin.navItems ?? []).map(({ id, menu, ...data }) => ({
      point: `nav.${menu}@1`,
      id,
      data,
      order: data.order,
    })),
    ...(plugin.contributions ?? []),
  ];
}

/** The point ids an unchecked manifest claims, read as untrusted data. */
function uncheckedPointIds(manifest: PluginManifest): string[] {
  const points: unknown = manifest.extensionPoints;
  if (!Array.isArray(points)) return [];
  return points
    .map((point: unknown) => (point as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === 'string');
}
