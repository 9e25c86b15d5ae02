import { ApiError } from '../http/api-error.js';

/** A project's lifecycle, spelled as the hosted platform spells it. */
export const PROJECT_STATUSES = [
  'COMING_UP',
  'ACTIVE_HEALTHY',
  'INIT_FAILED',
  'RESTORING',
] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The 503 a project-scoped route answers while its project is not `ACTIVE_HEALTHY`: the project
 * exists (the caller is a member) but its database cannot be used yet, or at all.
 */
export function projectNotReady(status: string, statusMessage: string | null): ApiError {
  const why =
    status === 'COMING_UP'
      ? 'is coming up: try again when it is active'
      : status === 'RESTORING'
        ? 'is restoring: try again when it is active'
        : status === 'INIT_FAILED'
          ? `failed to start: ${statusMessage ?? 'no reason was recorded'}`
          : `is ${status}`;
  return new ApiError(503, `The project ${why}`, 'project_not_ready');
}
