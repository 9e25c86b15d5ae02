import { Box, ErrorPanel } from '@atrium/design-system';
import { usePluginContext } from '@atrium/plugin-api';
import { useStatus } from './data/status-queries.js';

/** The plugin's screen at /project/{ref}/my-plugin: what its own API route says. */
export default function MyScreen() {
  const { projectRef } = usePluginContext();
  const { data, error } = useStatus();
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <Box as="h1" fontSize="xlarge" fontWeight="strong">
        My plugin in {projectRef}
      </Box>
      {error && <ErrorPanel title="Failed to load the status" message={error.message} />}
      {data && <Box as="p">The server part is {data.status}.</Box>}
    </Box>
  );
}
