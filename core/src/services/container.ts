import { createApiClient } from '@atrium/api/client';
import { AuthSource } from '../auth/auth-source.js';
import { authorizedFetchFor } from '../auth/authorized-fetch.js';
import type { ManifestChecks } from '../host/manifest-checks.js';
import { ResolvedPlugins, type RegistryOptions } from '../host/resolved-plugins.js';
import type { PluginManifest } from '../plugin-api/manifest.js';
import type { Deployment } from './deployment.js';
import { FeatureFlags } from './feature-flags.js';
import { Preferences } from './preferences.js';
import { projectClientFactory, type ProjectClientFactory } from './project-clients.js';
import { cachedFactory, ServiceContainer } from './service-container.js';
import { Tokens } from './tokens.js';

/**
 * Phase one: register every service as a value or factory. Nothing is resolved here, so the order
 * of registration does not matter and nothing runs at import time.
 */
export function registerServices(
  deployment: Deployment,
  installed: readonly PluginManifest[],
  build: BuildFacts = {},
  into: ServiceContainer = new ServiceContainer(),
): ServiceContainer {
  const { firstParty = installed, refused = [], checks } = build;
  into.register(Tokens.Deployment, { useValue: deployment });
  into.register(Tokens.Registry, {
    useFactory: (c) =>
      new ResolvedPlugins(installed, c.resolve(Tokens.Deployment).plugins, {
        isFirstParty: (manifest) => firstParty.includes(manifest),
        refused,
        checks,
      }),
  });
  into.register(Tokens.Auth, { useFactory: cachedFactory(() => new AuthSource()) });
  into.register(Tokens.Fetch, {
    useFactory: cachedFactory((c) => authorizedFetchFor(c.resolve(Tokens.Auth))),
  });
  into.register(Tokens.ApiClient, {
    useFactory: (c) =>
      createApiClient(globalThis.location?.origin ?? '', { fetch: c.resolve(Tokens.Fetch) }),
  });
  into.register(Tokens.ProjectClients, {
    useFactory: (c) =>
      projectClientFactory(globalThis.location?.origin ?? '', c.resolve(Tokens.Fetch)),
  });
  into.register(Tokens.Preferences, { useValue: new Preferences() });
  into.register(Tokens.FeatureFlags, {
    useFactory: (c) => new FeatureFlags(c.resolve(Tokens.Deployment).flags),
  });
  return into;
}

/** What the build knows about the installed plugins (`virtual:atrium-plugins`). */
export interface BuildFacts {
  /**
   * Which of `installed` came from Atrium's own packages: an invalid one of those throws, an
   * invalid third-party one is left out. Every plugin when not given (tests).
   */
  readonly firstParty?: readonly PluginManifest[];
  /** Third-party packages the build left out, unrun, for another plugin-API version. */
  readonly refused?: RegistryOptions['refused'];
  /**
   * The manifest checks, loaded when a third-party manifest is installed (`loadManifestChecks`).
   * Without them first-party manifests are trusted (the test suite checks each one) and a
   * third-party one fails init.
   */
  readonly checks?: ManifestChecks;
}

export interface Services {
  readonly deployment: Deployment;
  readonly registry: ResolvedPlugins;
  readonly api: ReturnType<typeof createApiClient>;
  /** The typed client of an API area for one project, made once per area and ref. */
  readonly projectClient: ProjectClientFactory;
  readonly preferences: Preferences;
  readonly flags: FeatureFlags;
  /** The account client (loaded when first needed): the session, MFA, sign-out. */
  readonly auth: AuthSource;
  /** `fetch` for any other API request: carries the session's token, a 401 goes to sign-in. */
  readonly fetch: typeof fetch;
}

const initialised = new WeakMap<ServiceContainer, Services>();

/**
 * Phase two, once: resolve everything. Errors in plugin manifests (first-party ones when checks
 * are given) surface here, before render. The factories build a new object on every resolve, so a second init would make a
 * second registry and a second client cache; instead it returns the services of the first, which
 * keeps init harmless to repeat (a remount, a hot reload re-running boot) rather than an error
 * that only shows up in those paths.
 */
export function initServices(container: ServiceContainer): Services {
  const existing = initialised.get(container);
  if (existing) return existing;
  const services: Services = Object.freeze({
    deployment: container.resolve(Tokens.Deployment),
    registry: container.resolve(Tokens.Registry),
    api: container.resolve(Tokens.ApiClient),
    projectClient: container.resolve(Tokens.ProjectClients),
    preferences: container.resolve(Tokens.Preferences),
    flags: container.resolve(Tokens.FeatureFlags),
    auth: container.resolve(Tokens.Auth),
    fetch: container.resolve(Tokens.Fetch),
  });
  initialised.set(container, services);
  return services;
}
