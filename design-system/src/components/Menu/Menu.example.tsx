import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { menuItemTones } from './Menu.css.js';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.js';

export const menuDoc: ComponentDoc = {
  name: 'Menu',
  description:
    'A dropdown of actions opened from a trigger. Arrow keys move, Enter runs, typing jumps to an item, Escape closes and focus returns to the trigger. Items can show shortcut text and use the critical tone for destructive actions.',
  props: [
    { name: 'trigger', type: 'ReactElement', description: 'Opens the menu; also labels it.' },
    { name: 'onAction', type: '(key) => void', description: "Called with the chosen item's id." },
    {
      name: 'placement',
      type: "'bottom start' | 'bottom end' | 'top start' | ...",
      default: 'bottom start',
      description: 'Where the menu opens.',
    },
    { name: 'disabledKeys', type: 'Iterable<Key>', description: 'Items that cannot be chosen.' },
    { name: 'MenuItem id', type: 'Key', description: 'Passed to onAction.' },
    {
      name: 'MenuItem tone',
      type: menuItemTones.join(' | '),
      default: 'neutral',
      description: 'critical for destructive actions.',
    },
    { name: 'MenuItem shortcut', type: 'string', description: 'Shortcut hint, e.g. "⌘C".' },
    { name: 'MenuItem icon / description', type: 'ReactNode', description: 'Extra content.' },
    { name: 'MenuSection title', type: 'ReactNode', description: 'Heading of a group.' },
  ],
  examples: [
    {
      title: 'Row actions',
      render: () => (
        <Menu trigger={<Button>Actions</Button>}>
          <MenuItem id="copy" shortcut="⌘C">
            Copy cell
          </MenuItem>
          <MenuItem id="edit" shortcut="↵" description="Opens the side panel">
            Edit row
          </MenuItem>
          <MenuSeparator />
          <MenuSection title="Danger zone">
            <MenuItem id="delete" tone="critical" shortcut="⌫">
              Delete row
            </MenuItem>
          </MenuSection>
        </Menu>
      ),
    },
  ],
};
