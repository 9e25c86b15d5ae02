import { Box, ButtonLink } from '@atrium/design-system';
import { PageHeader } from './PageHeader.js';

/** Sign-in pages until accounts exist: say plainly how access works today. */
export function LocalModePage() {
  return (
    <Box padding="xlarge">
      <PageHeader
        title="Sign-in is not needed here"
        description="This Atrium runs in local mode: whoever reaches it from this machine is signed in with every permission. Requests from other machines are refused."
      />
      <ButtonLink href="/projects" variant="solid" tone="accent">
        Go to projects
      </ButtonLink>
    </Box>
  );
}
