import { Box, ButtonLink } from '@atrium/design-system';
import { CorePage } from './CorePage.js';

/** Sign-in pages until accounts exist: say plainly how access works today. */
export function LocalModePage() {
  return (
    <CorePage
      title="Sign-in is not needed here"
      description="This Atrium runs in local mode: whoever reaches it from this machine is signed in with every permission. Requests from other machines are refused."
    >
      <Box>
        <ButtonLink href="/projects" variant="solid" tone="accent">
          Go to projects
        </ButtonLink>
      </Box>
    </CorePage>
  );
}
