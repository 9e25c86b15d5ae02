import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.js';

export const menuDoc: ComponentDoc = {
  name: 'Menu',
  description:
    'A dropdown of actions opened from a trigger. Arrow keys move, Enter runs, typing jumps to an item, Escape closes and focus returns to the trigger. Items can show shortcut text and use the critical tone for destructive actions.',
  propTypes: ['MenuProps', 'MenuItemProps', 'MenuSectionProps'],
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
