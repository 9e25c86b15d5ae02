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
    "Read-only monospaced code that keeps whitespace, scrolls long lines sideways (or wraps them) and copies with a 'Copied' confirmation. SQL is highlighted in the code editor's colours; the parser loads on first use.",
  examples: [
    {
      title: 'SQL with a language label',
      render: () => <CodeBlock code={policy} language="SQL" aria-label="Policy definition" />,
    },
    {
      title: 'Long SQL, wrapped',
      render: () => (
        <CodeBlock
          code={`CREATE POLICY "Enable users to view their own data only" ON "public"."todos" AS PERMISSIVE FOR SELECT TO "authenticated" USING ((select auth.uid()) = user_id);`}
          language="SQL"
          isWrapped
          aria-label="Policy SQL"
        />
      ),
    },
    {
      title: 'Without copy',
      render: () => <CodeBlock code="npm start" isCopyable={false} />,
    },
  ],
};
