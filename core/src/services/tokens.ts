import type { ServiceToken } from './service-container.js';
import type { ApiClient } from '@atrium/api/client';
import type { AuthSource } from '../auth/auth-source.js';
import type { ResolvedPlugins } from '../host/resolved-plugins.js';
import type { Deployment } from './deployment.js';
import type { FeatureFlags } from './feature-flags.js';
import type { Preferences } from './preferences.js';
import type { ProjectClientFactory } from './project-clients.js';

/** Injection tokens: explicit, because our compilers emit no decorator metadata. */
export const Tokens = {
  Deployment: Symbol('Deployment') as ServiceToken<Deployment>,
  Registry: Symbol('PluginRegistry') as ServiceToken<ResolvedPlugins>,
  ApiClient: Symbol('ApiClient') as ServiceToken<ApiClient>,
  ProjectClients: Symbol('ProjectClients') as ServiceToken<ProjectClientFactory>,
  Preferences: Symbol('Preferences') as ServiceToken<Preferences>,
  FeatureFlags: Symbol('FeatureFlags') as ServiceToken<FeatureFlags>,
  /** The account client (auth-js), which holds the session. */
  Auth: Symbol('Auth') as ServiceToken<AuthSource>,
  /** `fetch` with the session's bearer token, sending a 401 to sign-in: every API request's. */
  Fetch: Symbol('Fetch') as ServiceToken<typeof fetch>,
} as const;
