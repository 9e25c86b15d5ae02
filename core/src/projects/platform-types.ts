import type { ApiClient } from '@atrium/api/client';
import type { ResponseOf } from '../plugin-api/api-types.js';

/**
 * A project as `GET /platform/projects/{ref}` answers it (the list answers the same shape), from
 * the API's own route types: with `status_message`, why it failed to start (no secrets).
 */
export type PlatformProject = ResponseOf<ApiClient['platform']['projects'][':ref']['$get']>;

/** An organization the user belongs to, as `GET /platform/organizations` lists it. */
export type OrganizationSummary = ResponseOf<
  ApiClient['platform']['organizations']['$get']
>[number];

/**
 * A server module as `GET /platform/plugins` lists it: `started` or `left_out`, the stages that
 * failed (never why: that stays in the log), its routes on every surface with their declarations,
 * the grants they require and the audit events it records.
 */
export type ServerModule = ResponseOf<ApiClient['platform']['plugins']['$get']>['modules'][number];
