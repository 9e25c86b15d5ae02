import { Box, ButtonLink, EmptyState } from '@atrium/design-system';

/** The generic error page of spec 2.5: what failed, and two ways out. */
export function ErrorPage({ code, message }: { code?: string | number; message: string }) {
  return (
    <Box padding="xxlarge">
      <EmptyState
        headingLevel={2}
        title="Something went wrong"
        description={
          <>
            {code !== undefined && (
              <Box as="span" display="block">
                Error code: {code}
              </Box>
            )}
            <Box as="span" display="block">
              {message}
            </Box>
          </>
        }
        action={
          <Box display="flex" gap="small" justifyContent="center">
            <ButtonLink href="/projects" variant="solid" tone="accent">
              Head back
            </ButtonLink>
            <ButtonLink href="/support/new">Submit a support request</ButtonLink>
          </Box>
        }
      />
    </Box>
  );
}
