import { Box, ButtonLink, EmptyState } from '@atrium/design-system';
import { useLocation } from 'wouter';

export function NotFoundPage() {
  const [location] = useLocation();
  return (
    <Box padding="xxlarge">
      <EmptyState
        headingLevel={1}
        title="Page not found"
        description={`Nothing lives at ${location}. It may belong to a plugin that is switched off.`}
        action={<ButtonLink href="/projects">Head back</ButtonLink>}
      />
    </Box>
  );
}
