import { useState } from 'react';
import type { ComponentDoc } from '../../docs.js';
import { RoleImpersonationPicker, type Impersonated } from './RoleImpersonationPicker.js';

function Example() {
  const [value, setValue] = useState<Impersonated | undefined>({ role: 'anon' });
  return (
    <RoleImpersonationPicker
      value={value}
      onChange={setValue}
      roles={['anon', 'authenticated', 'service_role']}
      title="View the table as a role"
      explanation="Rows are read and written as this role, so its row level security policies apply."
      badgeLabel="Viewing as"
    />
  );
}

export const roleImpersonationPickerDoc: ComponentDoc = {
  name: 'RoleImpersonationPicker',
  description:
    'Role: ... and its popover, to act as a role (the RolePicker, Apply role, Stop ' +
    'impersonating), with a badge while a role is on. The table editor and the SQL editor use it.',
  propTypes: ['RoleImpersonationPickerProps'],
  examples: [{ title: 'Impersonating anon', render: () => <Example /> }],
};
