import { useState } from 'react';
import type { ComponentDoc } from '../../docs.js';
import { CodeEditor } from './CodeEditor.js';

function Controlled() {
  const [value, setValue] = useState('(select auth.uid()) = user_id');
  return <CodeEditor aria-label="USING expression" value={value} onChange={setValue} />;
}

export const codeEditorDoc: ComponentDoc = {
  name: 'CodeEditor',
  description:
    'A SQL editor (CodeMirror 6, PostgreSQL dialect) with highlighting in the theme colours. Load it lazily from @atrium/design-system/lazy/CodeEditor/CodeEditor.',
  examples: [
    { title: 'A policy expression', render: () => <Controlled /> },
    {
      title: 'Empty, with a placeholder',
      render: () => <CodeEditor aria-label="WITH CHECK expression" value="" placeholder="true" />,
    },
    {
      title: 'A syntax error at position 11',
      render: () => (
        <CodeEditor aria-label="USING expression" value="user_id = = 1" errorPosition={11} />
      ),
    },
    {
      title: 'Read-only',
      render: () => (
        <CodeEditor
          aria-label="Policy SQL"
          value={
            'create policy "Enable read access for all users"\non "public"."todos"\nfor select using (true);'
          }
          isReadOnly
        />
      ),
    },
  ],
};
