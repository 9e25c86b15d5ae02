import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { ProgressBar } from './ProgressBar.js';

export const progressBarDoc: ComponentDoc = {
  name: 'ProgressBar',
  description: 'Progress of an operation; indeterminate while the total is unknown.',
  props: [
    { name: 'label', type: 'ReactNode', description: 'Visible label (or give aria-label).' },
    { name: 'value', type: 'number', default: '0', description: 'Current value.' },
    { name: 'minValue', type: 'number', default: '0', description: 'Lowest value.' },
    { name: 'maxValue', type: 'number', default: '100', description: 'Highest value.' },
    { name: 'isIndeterminate', type: 'boolean', default: 'false', description: 'No known total.' },
    {
      name: 'formatOptions',
      type: 'Intl.NumberFormatOptions',
      default: "{ style: 'percent' }",
      description: 'How the value text is formatted.',
    },
    { name: 'valueLabel', type: 'ReactNode', description: 'Custom value text, e.g. 3 of 10.' },
    { name: 'showValueText', type: 'boolean', default: 'true', description: 'Show value text.' },
  ],
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
