import { useEffect } from 'react';
import { useLocation, useRoute } from 'wouter';
import { usePlatformProject } from './platform-queries.js';
import { isNotReady } from './project-status.js';

/** The pages of a project that send it to its building page while it is not ready (spec 2.2). */
const GUARDED = ['/project/:ref', '/project/:ref/settings/infrastructure'] as const;

/**
 * Spec 2.2: a project coming up redirects its infrastructure settings (and here its home, the
 * first page after creating it) to `/project/{ref}/building`. So do a failed or restoring project,
 * whose building page says how it is going. Renders nothing; the page shows meanwhile.
 */
export function NotReadyRedirect() {
  const [onHome, home] = useRoute(GUARDED[0]);
  const [onInfrastructure, infrastructure] = useRoute(GUARDED[1]);
  const ref = (onHome ? home.ref : onInfrastructure ? infrastructure.ref : undefined) ?? null;
  const { data } = usePlatformProject(ref);
  const [, navigate] = useLocation();
  const notReady = ref !== null && data?.ref === ref && isNotReady(data.status);
  useEffect(() => {
    if (notReady) navigate(`/project/${encodeURIComponent(ref)}/building`, { replace: true });
  }, [notReady, navigate, ref]);
  return null;
}
