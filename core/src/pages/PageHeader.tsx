import type { ReactNode } from 'react';
import { Box } from '@atrium/design-system';

/**
 * A page's title and optional description, the same on every core page; `actions` (a New button)
 * sit at its end, and wrap under the title when the page is narrow.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <Box display="flex" flexDirection="column" gap="xsmall">
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
  if (!actions) {
    return <Box as="header">{heading}</Box>;
  }
  return (
    <Box
      as="header"
      display="flex"
      flexWrap="wrap"
      alignItems="flex-start"
      justifyContent="space-between"
      gap="medium"
    >
      {heading}
      <Box display="flex" gap="small">
        {actions}
      </Box>
    </Box>
  );
}
