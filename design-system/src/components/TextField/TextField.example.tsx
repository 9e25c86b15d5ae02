import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { TextField } from './TextField.js';

export const textFieldDoc: ComponentDoc = {
  name: 'TextField',
  description: 'A labelled one-line text input.',
  examples: [
    {
      title: 'States',
      render: () => (
        <Box display="flex" flexDirection="column" gap="medium">
          <TextField label="Name" description="Shown in the sidebar" placeholder="avatars" />
          <TextField label="Policy name" isRequired />
          <TextField label="Bucket" defaultValue="avatars" isReadOnly />
          <TextField label="Project ref" defaultValue="default" isDisabled />
        </Box>
      ),
    },
  ],
};
