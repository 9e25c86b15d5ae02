import type { ComponentType } from 'react';
import { CORE_EXTENSION_POINT_IDS, type ExtensionPoint } from '../plugin-api/extension-points.js';
import type {
  CommandDeclaration,
  PluginManifest,
  PluginModule,
  RouteDeclaration,
} from '../plugin-api/manifest.js';
import { deepFreeze } from './deep-freeze.js';
import { ManifestError, validateManifest } from './validate-manifest.js';

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

export interface ResolvedRoute extends RouteDeclaration {
  readonly pluginId: string;
  readonly load: () => Promise<ComponentType>;
}

export interface ResolvedCommand extends Omit<CommandDeclaration, 'id' | 'run'> {
  /** Namespaced: `pluginId.commandId`. */
  readonly id: string;
  readonly pluginId: string;
  readonly load: () => Promise<NonNullable<PluginModule['commands']>[string]>;
}

export interface ResolvedContribution<TData = unknown> {
  /** `pluginId/contributionId`. */
  readonly id: string;
  readonly pluginId: string;
  readonly point: string;
  readonly data: TData;
  readonly order: number;
  readonly loadComponent?: () => Promise<ComponentType<{ data: TData }>>;
}

export interface DisabledPlugin {
  readonly id: string;
  readonly title: string;
  /** `invalid`: a third-party manifest that failed validation, or took an id already taken. */
  readonly reason: 'disabled' | 'not-installed' | 'invalid';
  /** Why an invalid plugin was left out. */
  readonly error?: string;
}

export interface RegistryOptions {
  /**
   * Whether an installed manifest comes from a first-party package. A first-party manifest that is
   * invalid or a duplicate is a bug in the build, so it throws; a third-party one is left out and
   * listed with its error, so one broken package cannot take the app down. It is asked about the
   * manifest, not its id, so an origin known from the package (not claimed by it) can answer.
   * Without it, every plugin counts as first-party.
   */
  readonly isFirstParty?: (manifest: PluginManifest) => boolean;
}

/**
 * The plugins that are on, with everything they contribute resolved and namespaced. Built once
 * from data: manifests are validated and cross-checked without running any plugin code (an
 * invalid or duplicate first-party manifest throws; a third-party one is left out and listed);
 * implementations load on first use, once.
 */
export class PluginRegistry {
  readonly plugins: readonly PluginManifest[];
  readonly disabled: readonly DisabledPlugin[];
  readonly routes: readonly ResolvedRoute[];
  readonly commands: readonly ResolvedCommand[];
  private readonly contributionsByPoint = new Map<string, ResolvedContribution[]>();
  private readonly modules = new Map<string, Promise<PluginModule>>();

  constructor(
    installed: readonly PluginManifest[],
    enabledIds: readonly string[],
    { isFirstParty = () => true }: RegistryOptions = {},
  ) {
    const { valid, invalid } = acceptManifests(installed, isFirstParty);
    const enabled = new Set(enabledIds);
    this.plugins = [...valid.values()].filter((m) => enabled.has(m.id));
    this.disabled = [
      ...[...valid.values()]
        .filter((m) => !enabled.has(m.id))
        .map((m) => ({ id: m.id, title: m.title, reason: 'disabled' as const })),
      ...invalid,
      ...enabledIds
        .filter((id) => !valid.has(id) && !invalid.some((p) => p.id === id))
        .map((id) => ({ id, title: id, reason: 'not-installed' as const })),
    ];
    this.routes = this.resolveRoutes();
    this.commands = this.resolveCommands();
    this.resolveContributions();
  }

  /** The contributions to one extension point, overrides applied, in order. */
  contributions<TData>(
    point: ExtensionPoint<TData> | string,
  ): readonly ResolvedContribution<TData>[] {
    const id = typeof point === 'string' ? point : point.id;
    return (this.contributionsByPoint.get(id) ?? []) as ResolvedContribution<TData>[];
  }

  /** Loads a plugin's implementation once; later callers share the same promise. */
  module(pluginId: string): Promise<PluginModule> {
    let loaded = this.modules.get(pluginId);
    if (!loaded) {
      const manifest = this.plugins.find((p) => p.id === pluginId);
      if (!manifest)
        return Promise.reject(new RegistryError(`Plugin "${pluginId}" is not enabled`));
      loaded = manifest.load();
      this.modules.set(pluginId, loaded);
      loaded.catch(() => this.modules.delete(pluginId));
    }
    return loaded;
  }

  private component(pluginId: string, name: string) {
    return async <P>(): Promise<ComponentType<P>> => {
      const component = (await this.module(pluginId)).components?.[name];
      if (!component) throw new RegistryError(`Plugin "${pluginId}" has no component "${name}"`);
      return component as ComponentType<P>;
    };
  }

  private resolveRoutes(): ResolvedRoute[] {
    const owner = new Map<string, string>();
    return this.plugins.flatMap((plugin) =>
      (plugin.routes ?? []).map((route) => {
        const taken = owner.get(route.path);
        if (taken) {
          throw new RegistryError(
            `Route ${route.path} of "${plugin.id}" is already taken by "${taken}"`,
          );
        }
        owner.set(route.path, plugin.id);
        return { ...route, pluginId: plugin.id, load: this.component(plugin.id, route.component) };
      }),
    );
  }

  private resolveCommands(): ResolvedCommand[] {
    const seen = new Set<string>();
    return this.plugins.flatMap((plugin) =>
      (plugin.commands ?? []).map(({ id: localId, run, ...command }) => {
        const id = `${plugin.id}.${localId}`;
        if (seen.has(id)) throw new RegistryError(`Duplicate command "${id}"`);
        seen.add(id);
        return {
          ...command,
          id,
          pluginId: plugin.id,
          load: async () => {
            const handler = (await this.module(plugin.id)).commands?.[run];
            if (!handler)
              throw new RegistryError(`Plugin "${plugin.id}" has no command handler "${run}"`);
            return handler;
          },
        };
      }),
    );
  }

  private resolveContributions(): void {
    const points = new Set(CORE_EXTENSION_POINT_IDS);
    for (const plugin of this.plugins) {
      for (const point of plugin.extensionPoints ?? []) {
        if (points.has(point.id))
          throw new RegistryError(`Duplicate extension point "${point.id}"`);
        points.add(point.id);
      }
    }
    const all = new Map<string, ResolvedContribution & { overrides?: string }>();
    for (const plugin of this.plugins) {
      const declared = [
        ...(plugin.navItems ?? []).map(({ id, menu, ...data }) => ({
          point: `nav.${menu}@1`,
          id,
          data,
          order: data.order,
        })),
        ...(plugin.contributions ?? []),
      ];
      for (const c of declared) {
        const id = `${plugin.id}/${c.id}`;
        if (all.has(id)) throw new RegistryError(`Duplicate contribution "${id}"`);
        if (!points.has(c.point)) {
          throw new RegistryError(
            `Contribution "${id}" targets unknown extension point "${c.point}"`,
          );
        }
        const component = 'component' in c ? c.component : undefined;
        all.set(id, {
          id,
          pluginId: plugin.id,
          point: c.point,
          // Read-only, like the context: every consumer of the point gets this same object.
          data: deepFreeze(c.data),
          order: c.order ?? 0,
          overrides: 'overrides' in c ? c.overrides : undefined,
          loadComponent: component ? this.component(plugin.id, component) : undefined,
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
  private applyOverrides(all: Map<string, ResolvedContribution & { overrides?: string }>): void {
    const overridden = new Map<string, string>();
    for (const c of all.values()) {
      if (!c.overrides) continue;
      const target = all.get(c.overrides);
      if (!target) continue; // the overridden plugin is off: the override simply stands alone
      if (target.point !== c.point) {
        throw new RegistryError(
          `"${c.id}" overrides "${c.overrides}" on a different extension point`,
        );
      }
      const earlier = overridden.get(c.overrides);
      if (earlier)
        throw new RegistryError(
          `"${c.overrides}" is overridden by both "${earlier}" and "${c.id}"`,
        );
      overridden.set(c.overrides, c.id);
      all.set(c.id, { ...c, order: target.order });
    }
    for (const target of overridden.keys()) all.delete(target);
  }
}

/**
 * Validates every manifest without running plugin code. First-party manifests are taken first, so
 * a third-party package can never push a first-party plugin out by claiming its id.
 */
function acceptManifests(
  installed: readonly PluginManifest[],
  isFirstParty: (manifest: PluginManifest) => boolean,
): { valid: Map<string, PluginManifest>; invalid: DisabledPlugin[] } {
  const firstParty = installed.filter(isFirstParty);
  const thirdParty = installed.filter((m) => !isFirstParty(m));
  const valid = new Map<string, PluginManifest>();
  for (const candidate of firstParty) {
    const manifest = validateManifest(candidate);
    if (valid.has(manifest.id)) throw new RegistryError(`Duplicate plugin id "${manifest.id}"`);
    valid.set(manifest.id, manifest);
  }
  const invalid: DisabledPlugin[] = [];
  for (const candidate of thirdParty) {
    const id = idOf(candidate);
    const title = textField(candidate, 'title') ?? id;
    try {
      const manifest = validateManifest(candidate);
      if (valid.has(manifest.id)) throw new RegistryError(`Duplicate plugin id "${manifest.id}"`);
      valid.set(manifest.id, manifest);
    } catch (error) {
      if (!(error instanceof ManifestError || error instanceof RegistryError)) throw error;
      invalid.push({ id, title, reason: 'invalid', error: error.message });
    }
  }
  return { valid, invalid };
}

/** A field of a manifest that may be malformed, when it is a non-empty string. */
function textField(candidate: unknown, field: 'id' | 'title'): string | undefined {
  const value = (candidate as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const idOf = (candidate: unknown) => textField(candidate, 'id') ?? '?';
