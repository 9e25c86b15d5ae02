import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { ContextMenu } from './ContextMenu.js';
import { MenuItem, MenuSeparator } from './Menu.js';

export const contextMenuDoc: ComponentDoc = {
  name: 'ContextMenu',
  description:
    'The Menu opened at the pointer on right-click, or under the focused element on Shift+F10 or the ContextMenu key, anywhere in the wrapped area.',
  examples: [
    {
      title: 'File actions',
      render: () => (
        <ContextMenu
          aria-label="File actions"
          menu={
            <>
              <MenuItem id="download">Download</MenuItem>
              <MenuItem id="url">Copy URL</MenuItem>
              <MenuSeparator />
              <MenuItem id="delete" tone="critical">
                Delete
              </MenuItem>
            </>
          }
        >
          <Box
            display="flex"
            gap="small"
            padding="large"
            borderStyle="solid"
            borderWidth="standard"
          >
            <Button variant="ghost">avatar.png</Button>
            <Button variant="ghost">report.csv</Button>
          </Box>
        </ContextMenu>
      ),
    },
  ],
};
