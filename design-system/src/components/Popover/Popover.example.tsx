import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { Popover } from './Popover.js';

export const popoverDoc: ComponentDoc = {
  name: 'Popover',
  description:
    'Content anchored to a trigger: filters, small forms, details. 16rem wide (wider when its content needs it, never past the viewport; taller content scrolls), 4px from the trigger; Escape closes it and focus returns to the trigger. PopoverSurface is the bare styled surface that menus and pickers reuse (variant dropdown: at least the trigger width, at most 24rem tall, scrolling).',
  propTypes: ['PopoverProps', 'PopoverSurfaceProps'],
  examples: [
    {
      title: 'Filter popover',
      render: () => (
        <Popover trigger={<Button>Filter</Button>} title="Filter rows" placement="bottom start">
          <Box display="flex" flexDirection="column" gap="small">
            <label>
              <input type="checkbox" defaultChecked /> Show system schemas
            </label>
            <Button size="small" variant="solid" tone="accent">
              Apply
            </Button>
          </Box>
        </Popover>
      ),
    },
  ],
};
