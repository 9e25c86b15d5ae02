import { Box, Button, ErrorPanel, Skeleton } from '@atrium/design-system';
import { usePluginContext } from '@atrium/plugin-api';
import { useState } from 'react';
import { useGreeting } from './data/greeting-queries.js';

/** The plugin's screen at /project/{ref}/hello. */
export default function HelloPage() {
  const context = usePluginContext();
  const { data, error, isLoading } = useGreeting();
  const [visits] = useState(() => {
    const count = context.preferences.get('visits', 0) + 1;
    context.preferences.set('visits', count);
    return count;
  });
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large" alignItems="flex-start">
      <Box as="h1" fontSize="xlarge" fontWeight="strong">
        Hello, {context.projectRef}
      </Box>
      {isLoading && <Skeleton count={1} label="Loading the greeting" />}
      {error && <ErrorPanel title="Failed to load the greeting" message={error.message} />}
      {data && <Box as="p">{data.message}</Box>}
      <Box as="p" color="textMuted">
        You have opened this page {visits} {visits === 1 ? 'time' : 'times'} in this project.
      </Box>
      <Button
        variant="solid"
        tone="accent"
        onPress={() => void context.executeCommand('hello.greet')}
      >
        Say hello
      </Button>
    </Box>
  );
}
