import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';

const bucketName = (name: string) => {
  if (!name) return 'Please provide a name for your bucket';
  if (name.endsWith(' ')) return 'The name of the bucket cannot end with a whitespace';
  if (name === 'public') return '"public" is a reserved name. Please choose another name';
  return undefined;
};

export const formFieldDoc: ComponentDoc = {
  name: 'FormField',
  description:
    'What every field shares: label, description and error, and validation through ' +
    'useFieldValidation. Errors are computed on every change but shown only once the field is ' +
    'touched (blurred once, or its form submitted); an invalid field blocks its form.',
  examples: [
    {
      title: 'Validation timing: type, then leave the field or submit',
      render: () => (
        <Box
          as="form"
          display="flex"
          flexDirection="column"
          gap="medium"
          onSubmit={(event) => event.preventDefault()}
        >
          <TextField
            label="Bucket name"
            description="Lowercase letters, numbers, dots and hyphens"
            validate={bucketName}
          />
          <Box display="flex">
            <Button type="submit" variant="solid" tone="accent">
              Create bucket
            </Button>
          </Box>
        </Box>
      ),
    },
    {
      title: 'Errors from outside show at once',
      render: () => (
        <TextField
          label="Collection"
          defaultValue="Daily"
          errorMessage="Collection with the name Daily already exists"
        />
      ),
    },
  ],
};
