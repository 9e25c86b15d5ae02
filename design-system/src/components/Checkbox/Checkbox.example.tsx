import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Checkbox } from './Checkbox.js';

export const checkboxDoc: ComponentDoc = {
  name: 'Checkbox',
  description: 'An on/off choice saved with a form. The label is part of the click target.',
  examples: [
    {
      title: 'States',
      render: () => (
        <Box display="flex" flexDirection="column" gap="small">
          <Checkbox description="Anyone with the URL can read its files">Public bucket</Checkbox>
          <Checkbox defaultSelected>Restrict file size</Checkbox>
          <Checkbox isIndeterminate>Some rows</Checkbox>
          <Checkbox isDisabled>Disabled</Checkbox>
        </Box>
      ),
    },
  ],
};
