import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { Tooltip, tooltipDelay } from './Tooltip.js';

export const tooltipDoc: ComponentDoc = {
  name: 'Tooltip',
  description:
    'A short description shown on hover and keyboard focus. It also works on disabled controls, which is where permission explanations go: the disabled control is wrapped in a focusable stand-in.',
  props: [
    { name: 'content', type: 'ReactNode', description: 'What the tooltip says.' },
    { name: 'children', type: 'ReactElement', description: 'The control it describes.' },
    {
      name: 'placement',
      type: "'top' | 'bottom' | 'left' | 'right' | ...",
      default: 'top',
      description: 'Side of the control.',
    },
    {
      name: 'delay',
      type: 'number',
      default: String(tooltipDelay),
      description: 'Hover delay in ms; focus shows it at once.',
    },
    { name: 'isDisabled', type: 'boolean', default: 'false', description: 'No tooltip.' },
  ],
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
