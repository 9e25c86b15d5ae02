import type { ApiClient } from '@atrium/api/client';

/** A project as `GET /platform/projects/{ref}` and `/platform/projects` answer it. */
export interface PlatformProject {
  readonly ref: string;
  readonly name: string;
  readonly status: string;
  readonly organization_slug: string;
  readonly organization_name: string;
  /** Why the project failed to start (INIT_FAILED): safe to show, no secrets. */
  readonly status_message?: string;
}

/** An organization the user belongs to, as `GET /platform/organizations` lists it. */
export interface OrganizationSummary {
  readonly slug: string;
  readonly name: string;
}

/** The hosted-mode routes of the platform API (the hosted contract). */
interface HostedRoutes {
  projects: {
    ':ref': { $get(args: { param: { ref: string } }): Promise<Response> };
  };
  organizations: {
    $post(args: { json: { name: string } }): Promise<Response>;
    ':slug': {
      projects: {
        $post(args: { param: { slug: string }; json: { name: string } }): Promise<Response>;
      };
    };
  };
}

/** The platform client with the hosted routes. */
// typed once h/hosted-api lands
export const hostedRoutes = (api: ApiClient) => api.platform as unknown as HostedRoutes;
