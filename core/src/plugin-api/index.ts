/**
 * The public plugin API: everything a plugin, first-party or third-party, may import from core.
 * Plugins MUST NOT import anything else from @atrium/core (docs/architecture/plugins.md).
 */
export {
  definePlugin,
  navMenus,
  type PluginManifest,
  type PluginModule,
  type RouteDeclaration,
  type NavItemDeclaration,
  type NavMenu,
  type CommandDeclaration,
  type ContributionDeclaration,
  type ExtensionPointDeclaration,
  type VisibilityCondition,
} from './manifest.js';
export {
  defineExtensionPoint,
  extensionPoints,
  type ExtensionPoint,
  type NavItemData,
  type ProjectHomeCardData,
  type ShellNavigationData,
  type SettingsSectionData,
} from './extension-points.js';
export type { PluginContext, ToastOptions } from './context.js';
export type { Action, Permission, Resource } from './permissions.js';
export type { ResolvedContribution } from '../host/plugin-registry.js';
export { usePluginContext, useContributions, useCan } from './hooks.js';
export { ContributionOutlet } from './ContributionOutlet.js';
export { Gate, RequirePermission } from './Gate.js';
export {
  useApiClient,
  useApiQuery,
  usePgMeta,
  usePgMetaQuery,
  pgMetaKey,
  readJson,
  ApiRequestError,
} from './use-api.js';
export type { ApiClient, PgMetaClient } from '@atrium/api/client';
export { useShellState } from './use-shell-state.js';
