import { Box } from '@atrium/design-system';
import { useParams } from 'wouter';
import { ContributionOutlet } from '../plugin-api/ContributionOutlet.js';
import { extensionPoints } from '../plugin-api/extension-points.js';
import { PageHeader } from './PageHeader.js';

/** The landing page of a project: plugins add cards through `project.home@1`. */
export function ProjectHomePage() {
  const { ref } = useParams<{ ref: string }>();
  return (
    <Box padding="xlarge">
      <PageHeader
        title={`Project ${ref}`}
        description="Pick a tool from the menu, or press Ctrl+K (⌘K on a Mac) to search commands."
      />
      <Box display="flex" flexWrap="wrap" gap="large">
        <ContributionOutlet point={extensionPoints.projectHome} />
      </Box>
    </Box>
  );
}
