import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { ProgressBar } from './ProgressBar.js';

export const progressBarDoc: ComponentDoc = {
  name: 'ProgressBar',
  description: 'Progress of an operation; indeterminate while the total is unknown.',
  examples: [
    {
      title: 'Determinate and indeterminate',
      render: () => (
        <Box display="flex" flexDirection="column" gap="large">
          <ProgressBar
            label="Uploading 3 files"
            value={42.1234}
            formatOptions={{ style: 'percent', maximumFractionDigits: 2 }}
          />
          <ProgressBar label="Preparing export" isIndeterminate />
        </Box>
      ),
    },
    {
      title: 'Custom value text',
      render: () => <ProgressBar label="Files" value={3} maxValue={10} valueLabel="3 of 10" />,
    },
  ],
};
