import { useLocation } from 'wouter';
import { useServices } from '../host/services-context.js';
import { usePlatformProject } from './platform-queries.js';

/** Self-hosted Atrium has one organization, and every page belongs to it. */
const SELF_HOSTED_ORGANIZATION = 'default';

/**
 * The organization of the page in view: the one in `/org/{slug}/...`, else the organization of the
 * project in `/project/{ref}/...` (hosted: asked of the platform; self-hosted: its only one).
 * Undefined on a hosted page outside both, or while the project is still being asked for.
 */
export function useCurrentOrganization(): string | undefined {
  const [location] = useLocation();
  const { deployment } = useServices();
  const org = /^\/org\/([^/]+)/.exec(location)?.[1];
  const ref = /^\/project\/([^/]+)/.exec(location)?.[1];
  const { data: project } = usePlatformProject(deployment.hosted && !org && ref ? ref : null);
  if (org) return decodeURIComponent(org);
  if (!deployment.hosted) return SELF_HOSTED_ORGANIZATION;
  return project?.organization_slug;
}
