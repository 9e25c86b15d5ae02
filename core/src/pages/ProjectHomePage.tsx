import { Box, ButtonLink, EmptyState } from '@atrium/design-system';
import { Link } from 'react-aria-components';
import { useParams } from 'wouter';
import { usePermissions } from '../host/permissions.js';
import { usePlatformProject } from '../projects/platform-queries.js';
import { useServices } from '../host/services-context.js';
import { ContributionOutlet } from '../plugin-api/ContributionOutlet.js';
import { extensionPoints } from '../plugin-api/extension-points.js';
import { CorePage } from './CorePage.js';
import * as styles from './PageSection.css.js';
import { PageRow, PageSection } from './PageSection.js';
import { ProjectNotFoundPage } from './ProjectNotFoundPage.js';
import { whereToGo } from './where-to-go.js';

/**
 * The landing page of a project, and the first page after start: it says where to go, with the
 * places the plugins that are on offer (their project menu items), then plugins' own cards
 * (`project.home@1`).
 */
export function ProjectHomePage() {
  const { ref } = useParams<{ ref: string }>();
  const { registry } = useServices();
  const { holdsNothing } = usePermissions();
  // Named as the header names it (self-hosted's `default` is 'Default project'); the ref stands
  // in until the name is known.
  const { data: project } = usePlatformProject(ref);
  if (holdsNothing) return <ProjectNotFoundPage />;
  const places = whereToGo(registry.contributions(extensionPoints.navProject), ref);
  return (
    <CorePage
      title={project?.name ?? `Project ${ref}`}
      description="Where to go: open a tool below or from the menu, or press Ctrl+K (⌘K on a Mac) to search commands."
    >
      {places.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No tools are switched on"
          description="An Owner switches plugins on from the plugins page."
          action={<ButtonLink href="/admin/plugins">See the plugins</ButtonLink>}
        />
      ) : (
        <div className={styles.cardGrid}>
          {places.map((place) => (
            <PageSection key={place.section} title={place.section}>
              {place.links.map((link) => (
                <PageRow key={link.href}>
                  <Link href={link.href} className={styles.rowLink}>
                    {link.label}
                  </Link>
                </PageRow>
              ))}
            </PageSection>
          ))}
        </div>
      )}
      <Box display="flex" flexWrap="wrap" gap="large">
        <ContributionOutlet point={extensionPoints.projectHome} />
      </Box>
    </CorePage>
  );
}
