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
