import type { InjectionToken } from 'tsyringe';
import type { ApiClient } from '@atrium/api/client';
import type { AuthSource } from '../auth/auth-source.js';
import type { PluginRegistry } from '../host/plugin-registry.js';
import type { Deployment } from './deployment.js';
import type { FeatureFlags } from './feature-flags.js';
import type { Preferences } from './preferences.js';
import type { ProjectClientFactory } from './project-clients.js';

/** Injection tokens: explicit, because our compilers emit no decorator metadata. */
export const Tokens = {
  Deployment: Symbol('Deployment') as InjectionToken<Deployment>,
  Registry: Symbol('PluginRegistry') as InjectionToken<PluginRegistry>,
  ApiClient: Symbol('ApiClient') as InjectionToken<ApiClient>,
  ProjectClients: Symbol('ProjectClients') as InjectionToken<ProjectClientFactory>,
  Preferences: Symbol('Preferences') as InjectionToken<Preferences>,
  FeatureFlags: Symbol('FeatureFlags') as InjectionToken<FeatureFlags>,
  /** The account client (auth-js), which holds the session. */
  Auth: Symbol('Auth') as InjectionToken<AuthSource>,
  /** `fetch` with the session's bearer token, sending a 401 to sign-in: every API request's. */
  Fetch: Symbol('Fetch') as InjectionToken<typeof fetch>,
} as const;
