import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { NumberField } from './NumberField.js';

export const numberFieldDoc: ComponentDoc = {
  name: 'NumberField',
  description: 'A labelled number input with step buttons and arrow-key stepping. Empty is NaN.',
  examples: [
    {
      title: 'Bounds, format and validation',
      render: () => (
        <Box display="flex" flexDirection="column" gap="medium">
          <NumberField
            label="File size limit"
            defaultValue={50}
            validate={(v) => (v < 0 ? 'File size upload limit has to be at least 0' : undefined)}
          />
          <NumberField
            label="Rows per page"
            defaultValue={100}
            minValue={1}
            maxValue={1000}
            step={50}
          />
          <NumberField
            label="Share"
            defaultValue={0.25}
            formatOptions={{ style: 'percent' }}
            step={0.05}
          />
        </Box>
      ),
    },
  ],
};
