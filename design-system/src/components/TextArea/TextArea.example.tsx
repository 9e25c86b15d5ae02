import type { ComponentDoc } from '../../docs.js';
import { TextArea } from './TextArea.js';

export const textAreaDoc: ComponentDoc = {
  name: 'TextArea',
  description: 'A labelled multi-line text input, resizable in height.',
  examples: [
    {
      title: 'Policy definition',
      render: () => (
        <TextArea
          label="Policy definition"
          description="A SQL boolean expression"
          placeholder="bucket_id = 'avatars'"
          rows={4}
          validate={(v) => (v.trim() ? undefined : 'Please provide a definition for your policy')}
        />
      ),
    },
  ],
};
