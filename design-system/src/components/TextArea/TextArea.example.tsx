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
    {
      title: 'Code: a JSON value',
      render: () => (
        <TextArea
          label="metadata (jsonb)"
          font="code"
          rows={5}
          defaultValue={JSON.stringify({ plan: 'pro', seats: [1, 2] }, null, 2)}
        />
      ),
    },
  ],
};
