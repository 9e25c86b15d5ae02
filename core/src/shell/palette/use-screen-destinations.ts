import { useMemo } from 'react';
import { usePermissions } from '../../host/permissions.js';
import { useProjectRef } from '../../host/project-ref.js';
import { useServices } from '../../host/services-context.js';
import { extensionPoints } from '../../plugin-api/extension-points.js';
import { useCurrentOrganization } from '../../projects/use-current-organization.js';
import type { PaletteDestination } from '../../plugin-api/palette-destinations.js';
import { screenDestinations } from './screen-destinations.js';

/** Self-hosted Atrium has one project; outside its pages, screens open in it. */
const SELF_HOSTED_PROJECT = 'default';

/** Every screen of the plugins that are on that the user may open, in the project in view. */
export function useScreenDestinations(): readonly PaletteDestination[] {
  const { registry, deployment, flags } = useServices();
  const { can } = usePermissions();
  const projectRef = useProjectRef();
  const slug = useCurrentOrganization();
  return useMemo(() => {
    const navItems = [
      registry.contributions(extensionPoints.navProject),
      registry.contributions(extensionPoints.navOrganization),
      registry.contributions(extensionPoints.navAccount),
    ].flat();
    const titles = new Map(registry.plugins.map((p) => [p.id, p.title]));
    return screenDestinations(navItems, registry.routes, titles, {
      can,
      hosted: deployment.hosted,
      isFlagOn: (flag) => flags.isOn(flag),
      ref: projectRef ?? (deployment.hosted ? undefined : SELF_HOSTED_PROJECT),
      slug,
    });
  }, [registry, deployment, flags, can, projectRef, slug]);
}
