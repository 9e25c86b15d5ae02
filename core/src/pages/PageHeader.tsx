import type { ReactNode } from 'react';
import { Box } from '@atrium/design-system';

/** A page's title and optional description, the same on every core page. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Box as="header" display="flex" flexDirection="column" gap="xsmall">
      <Box as="h1" margin="none" fontSize="xlarge" fontWeight="strong">
        {title}
      </Box>
      {description && (
        <Box as="p" margin="none" color="textMuted">
          {description}
        </Box>
      )}
    </Box>
  );
}
