import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { InlineTooltip } from './InlineTooltip.js';

export const inlineTooltipDoc: ComponentDoc = {
  name: 'InlineTooltip',
  description:
    'The Tooltip for controls on the first load of every page (the header, the navigation rail, permission gates): it shows, hides and explains a disabled control as Tooltip does, placed beside its control without react-aria’s overlay positioning, which keeps about 4 KB gzipped out of the first load.',
  examples: [
    {
      title: 'Below an enabled control, and above a disabled one',
      render: () => (
        <Box display="flex" gap="small">
          <InlineTooltip content="Collapse navigation" placement="bottom">
            <Button>Collapse</Button>
          </InlineTooltip>
          <InlineTooltip content="You need additional permissions to create tables">
            <Button isDisabled>New table</Button>
          </InlineTooltip>
        </Box>
      ),
    },
  ],
};
