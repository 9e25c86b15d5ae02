import type { SWRConfiguration } from 'swr';
import { can, type Action, type Resource } from '@atrium/common/permissions';
import { useApiQuery, type ApiRequestError } from '../plugin-api/use-api.js';
import type { OrganizationSummary, PlatformProject } from './platform-types.js';

/** Cache keys of the platform's projects and organizations, shared by every page that shows them. */
export const platformKeys = {
  projects: ['projects'] as const,
  /** Not `['projects', ref, ...]`: those keys hold one project's database resources. */
  project: (ref: string) => ['platform-project', ref] as const,
  organizations: ['organizations'] as const,
  organizationGrants: (slug: string) => ['organizations', slug, 'grants'] as const,
  /** The server modules of this deployment: what `/admin/plugins` lists under Server modules. */
  serverModules: ['server-modules'] as const,
  /** The plugin failures browsers reported: what `/admin/plugins` lists under Failures. */
  pluginFailures: ['plugin-failures'] as const,
};

/** How often a page showing a project on its way (coming up, restoring) asks how it is going. */
export const STATUS_POLL_MS = 2000;

type Options<T> = SWRConfiguration<T, ApiRequestError>;

/** Every project the user may see, in all their organizations. */
export const useProjects = (options?: Options<PlatformProject[]>) =>
  useApiQuery<PlatformProject[]>(
    platformKeys.projects,
    (api) => api.platform.projects.$get(),
    options,
  );

/** The user's organizations, including those without a project yet. */
export const useOrganizations = () =>
  useApiQuery<OrganizationSummary[]>(platformKeys.organizations, (api) =>
    api.platform.organizations.$get(),
  );

/** One project and its status; `null` asks for nothing. */
export const usePlatformProject = (ref: string | null, options?: Options<PlatformProject>) =>
  useApiQuery<PlatformProject>(
    ref === null ? null : platformKeys.project(ref),
    (api) => api.platform.projects[':ref'].$get({ param: { ref: ref! } }),
    options,
  );

/** Every server module of this deployment, started or left out, with its routes and grants. */
export const useServerModules = () =>
  useApiQuery(platformKeys.serverModules, (api) => api.platform.plugins.$get());

/** The plugin failures browsers reported, newest first (an Owner of the default organization's). */
export const useReportedPluginFailures = () =>
  useApiQuery(platformKeys.pluginFailures, (api) => api.platform.plugins.failures.$get());

/**
 * Whether the user may do `action` on `resource` in organization `slug`. The app's permission
 * context holds the grants of the page's project or organization only; a page listing several
 * organizations asks for each one's. Undefined while they load (treat it as not allowed, but do
 * not say so yet).
 */
export function useOrganizationCan(
  slug: string,
  action: Action,
  resource: Resource,
): boolean | undefined {
  const { data } = useApiQuery(platformKeys.organizationGrants(slug), (api) =>
    api.platform.profile.permissions.$get({ query: { organization: slug } }),
  );
  return data && can(data.grants, action, resource);
}
