import type { ReactNode } from 'react';
import { Box } from '@atrium/design-system';

/** A page's title and optional description, the same on every core page. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Box as="header" marginBottom="xlarge">
      <Box as="h1" fontSize="xlarge" fontWeight="strong" marginBottom="xsmall">
        {title}
      </Box>
      {description && (
        <Box as="p" color="textMuted">
          {description}
        </Box>
      )}
    </Box>
  );
}
