import { Box, ButtonLink, EmptyState } from '@atrium/design-system';
import { useParams } from 'wouter';

/**
 * A project the user holds no grants on: it does not exist, or they are no member of it. The API
 * answers both alike, so this page does too, and names neither.
 */
export function ProjectNotFoundPage() {
  const { ref } = useParams<{ ref: string }>();
  return (
    <Box padding="xxlarge">
      <EmptyState
        headingLevel={1}
        title="Project not found"
        description={`There is no project "${ref}" that you are a member of. Check the address, or pick a project from the list.`}
        action={<ButtonLink href="/projects">Head back</ButtonLink>}
      />
    </Box>
  );
}
