import type { ReactNode } from 'react';
import { Box } from '@atrium/design-system';
import { PageHeader } from './PageHeader.js';

/**
 * The frame of every core page, the same as the plugins' screens: the padding, the title and its
 * description, then the content, evenly spaced.
 */
export function CorePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** The page's own buttons, at the end of its header (New organization). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Box>
  );
}
