import type { ComponentDoc } from '../../docs.js';
import { CodeBlock } from './CodeBlock.js';

const policy = `create policy "Give users access to own folder"
on storage.objects for select
to authenticated
using (
  bucket_id = 'avatars' and (select auth.uid()::text) = (storage.foldername(name))[1]
);`;

export const codeBlockDoc: ComponentDoc = {
  name: 'CodeBlock',
  description:
    "Read-only monospaced code that keeps whitespace, scrolls long lines sideways and copies with a 'Copied' confirmation.",
  examples: [
    {
      title: 'SQL with a language label',
      render: () => <CodeBlock code={policy} language="SQL" aria-label="Policy definition" />,
    },
    {
      title: 'Without copy',
      render: () => <CodeBlock code="npm start" isCopyable={false} />,
    },
  ],
};
