import { Box, ProgressBar } from '@atrium/design-system';
import { PageHeader } from './PageHeader.js';

/** Where the infrastructure link leads while a project is still coming up. */
export function ProjectBuildingPage() {
  return (
    <Box padding="xlarge">
      <PageHeader title="Your project is coming up" description="This takes a minute or two." />
      <ProgressBar label="Setting up the project" isIndeterminate />
    </Box>
  );
}
