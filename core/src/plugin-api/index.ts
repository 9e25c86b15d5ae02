/**
 * The public plugin API: everything a plugin, first-party or third-party, may import from core.
 * Plugins MUST NOT import anything else from @atrium/core (docs/architecture/plugins.md).
 */
export {
  definePlugin,
  defineCommand,
  navMenus,
  PLUGIN_API_VERSION,
  type PluginManifest,
  type Loader,
  type RouteDeclaration,
  type NavItemDeclaration,
  type NavMenu,
  type CommandDeclaration,
  type CommandHandler,
  type CommandArgument,
  type CommandArgumentValues,
  type ContributionDeclaration,
  type VisibilityCondition,
} from './manifest.js';
export {
  contribute,
  defineExtensionPoint,
  extensionPoints,
  type ContributedComponent,
  type DatabaseExtensionCardData,
  type DatabaseExtensionCardProps,
  type ExtensionPoint,
  type NavItemData,
  type PointContribution,
  type ProjectHomeCardData,
  type ShellNavigationData,
} from './extension-points.js';
export {
  matchesPaletteSearch,
  paletteIcons,
  type PaletteDestination,
  type PaletteDestinations,
  type PaletteDestinationsData,
  type PaletteIcon,
  type UsePaletteDestinations,
} from './palette-destinations.js';
export {
  isVisible,
  SELF_HOSTED_SERVICES,
  visibility,
  type ConditionFacts,
  type Visibility,
} from './visibility.js';
export type { StandardSchemaV1 } from './standard-schema.js';
export { lazySchema, type LazySchema } from './lazy-schema.js';
// The schema library core validates with, for points' schemas: one copy in the bundle, shared.
// Write a point's schema in a module of its own behind `lazySchema`, so zod stays out of the
// shell's first load.
export { z } from 'zod/mini';
export type {
  Notification,
  NotificationHandle,
  NotificationTone,
  PluginContext,
  ToastOptions,
} from './context.js';
export type { Action, Permission, Resource } from './permissions.js';
export {
  usePluginContext,
  useContributions,
  useRunContribution,
  useCan,
  type ContributedHandler,
} from './hooks.js';
export { Link, Route, useLocation, useParams, useSearch, useSearchParams } from './routing.js';
export { useStableCallback } from './use-stable-callback.js';
export { Contribution } from './Contribution.js';
export { ContributionOutlet } from './ContributionOutlet.js';
export { DatabaseExtensionCard } from './DatabaseExtensionCard.js';
export { Gate, RequirePermission } from './Gate.js';
export {
  useApiClient,
  useApiQuery,
  readJson,
  ApiRequestError,
  type ApiErrorLocation,
} from './use-api.js';
export * from './keys/index.js';
export {
  defineResource,
  type ResourceDefinition,
  type ResourceKey,
} from './data/define-resource.js';
export {
  defineApiArea,
  metadataApi,
  platformClient,
  storageAdminClient,
  type ApiArea,
  type AreaClientOptions,
} from './data/api-area.js';
export { usePgMeta, NoProjectError } from './data/use-project.js';
export { useProjectQuery } from './data/use-project-query.js';
export {
  useProjectMutation,
  type ProjectMutation,
  type ProjectMutationOptions,
} from './data/use-project-mutation.js';
export { useInvalidate } from './data/use-invalidate.js';
export { usePluginApi } from './use-plugin-api.js';
export type { PluginApiClient } from './plugin-api-client.js';
export { useAccessToken } from './use-access-token.js';
export { downloadBlob } from './download-blob.js';
export type * from './api-types.js';
export type { ApiClient, PgMetaClient, StorageAdminClient } from '@atrium/api/client';
export { useShellState } from './use-shell-state.js';
