import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { fieldPropDocs, placeholderPropDoc } from '../FormField/fieldPropDocs.js';
import { TextField } from './TextField.js';

export const textFieldDoc: ComponentDoc = {
  name: 'TextField',
  description: 'A labelled one-line text input.',
  props: [
    ...fieldPropDocs('string'),
    placeholderPropDoc,
    {
      name: 'isReadOnly',
      type: 'boolean',
      default: 'false',
      description: 'Focusable, not editable.',
    },
  ],
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
