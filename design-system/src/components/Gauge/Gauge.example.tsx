import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Gauge } from './Gauge.js';

export const gaugeDoc: ComponentDoc = {
  name: 'Gauge',
  description:
    'A level within a known range. The fill warns above 75 % and turns critical above 90 %.',
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
