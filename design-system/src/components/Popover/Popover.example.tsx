import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { popoverVariants } from './Popover.css.js';
import { Popover } from './Popover.js';

export const popoverDoc: ComponentDoc = {
  name: 'Popover',
  description:
    'Content anchored to a trigger: filters, small forms, details. 16rem wide, 4px from the trigger; Escape closes it and focus returns to the trigger. PopoverSurface is the bare styled surface that menus and pickers reuse (variant dropdown: at least the trigger width, at most 24rem tall, scrolling).',
  props: [
    { name: 'trigger', type: 'ReactElement', description: 'Opens the popover on press.' },
    { name: 'title', type: 'ReactNode', description: 'Heading; names the popover.' },
    { name: 'aria-label', type: 'string', description: 'Names the popover when it has no title.' },
    {
      name: 'placement',
      type: "'bottom' | 'bottom start' | 'top' | 'left' | 'right' | ...",
      default: 'bottom',
      description: 'Side of the trigger; flips when there is no room.',
    },
    { name: 'offset', type: 'number', default: '4', description: 'Gap to the trigger in px.' },
    {
      name: 'isOpen / defaultOpen / onOpenChange',
      type: 'boolean / boolean / (isOpen) => void',
      description: 'Controlled or initial open state.',
    },
    {
      name: 'variant (PopoverSurface)',
      type: popoverVariants.join(' | '),
      default: 'content',
      description: 'content: 16rem wide. dropdown: list sizing with the 24rem height cap.',
    },
  ],
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
