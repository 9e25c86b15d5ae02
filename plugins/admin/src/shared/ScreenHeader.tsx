import type { ReactNode } from 'react';
import { Box, ButtonLink } from '@atrium/design-system';

export interface ScreenHeaderProps {
  readonly title: string;
  /** A link back to the list this screen belongs to. */
  readonly back?: { readonly href: string; readonly label: string };
  /** The filters, at the start of the toolbar: schema picker, search. */
  readonly filters: ReactNode;
  /** The create button, at the toolbar's end; absent where nothing may be created. */
  readonly action?: ReactNode;
}

/** The heading and toolbar every admin list screen starts with. */
export function ScreenHeader({ title, back, filters, action }: ScreenHeaderProps) {
  return (
    <>
      <Box display="flex" gap="medium" alignItems="center">
        {back && (
          <ButtonLink size="small" href={back.href}>
            {back.label}
          </ButtonLink>
        )}
        <Box as="h1" margin="none" fontSize="xlarge" fontWeight="strong">
          {title}
        </Box>
      </Box>
      <Box display="flex" gap="medium" alignItems="flex-end" flexWrap="wrap">
        {filters}
        <Box flexGrow={1} />
        {action}
      </Box>
    </>
  );
}
