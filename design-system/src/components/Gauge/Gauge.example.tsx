import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Gauge } from './Gauge.js';

export const gaugeDoc: ComponentDoc = {
  name: 'Gauge',
  description:
    'A level within a known range. The fill warns above 75 % and turns critical above 90 %.',
  props: [
    { name: 'label', type: 'ReactNode', description: 'Visible label (or give aria-label).' },
    { name: 'value', type: 'number', default: '0', description: 'Current level.' },
    { name: 'minValue', type: 'number', default: '0', description: 'Lowest level.' },
    { name: 'maxValue', type: 'number', default: '100', description: 'Highest level.' },
    {
      name: 'valueLabel',
      type: 'ReactNode',
      description: 'Custom value text, e.g. 46 / 60 connections.',
    },
    { name: 'showValueText', type: 'boolean', default: 'true', description: 'Show value text.' },
  ],
  examples: [
    {
      title: 'Normal, caution and critical',
      render: () => (
        <Box display="flex" flexDirection="column" gap="large">
          {[30, 46, 57].map((value) => (
            <Gauge
              key={value}
              label="Active connections"
              value={value}
              maxValue={60}
              valueLabel={`${value} / 60`}
            />
          ))}
        </Box>
      ),
    },
  ],
};
