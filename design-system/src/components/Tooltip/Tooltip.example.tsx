import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { Tooltip } from './Tooltip.js';

export const tooltipDoc: ComponentDoc = {
  name: 'Tooltip',
  description:
    'A short description shown on hover and keyboard focus. It also works on disabled controls, which is where permission explanations go: the disabled control is wrapped in a focusable stand-in.',
  examples: [
    {
      title: 'On an enabled and a disabled control',
      render: () => (
        <Box display="flex" gap="small">
          <Tooltip content="Copy the public URL">
            <Button>Copy URL</Button>
          </Tooltip>
          <Tooltip content="You need additional permissions to delete buckets">
            <Button tone="critical" isDisabled>
              Delete bucket
            </Button>
          </Tooltip>
        </Box>
      ),
    },
  ],
};
