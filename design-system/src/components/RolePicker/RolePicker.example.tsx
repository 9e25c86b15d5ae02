import { useState } from 'react';
import type { ComponentDoc } from '../../docs.js';
import { RolePicker, type RolePickerProps } from './RolePicker.js';

function Example(props: Partial<RolePickerProps>) {
  const [role, setRole] = useState('authenticated');
  const [userId, setUserId] = useState('');
  return (
    <RolePicker
      roles={['anon', 'authenticated', 'service_role']}
      role={role}
      onRoleChange={setRole}
      userId={userId}
      onUserIdChange={setUserId}
      {...props}
    />
  );
}

export const rolePickerDoc: ComponentDoc = {
  name: 'RolePicker',
  description:
    'Picks the role a screen reads or tests as ("View as role") and, for authenticated, the ' +
    'user id auth.uid() returns. The roles come from the screen\u2019s own data hook.',
  propTypes: ['RolePickerProps'],
  examples: [
    { title: 'Stacked, in a popover', render: () => <Example /> },
    {
      title: 'Side by side, in a panel',
      render: () => (
        <Example
          layout="row"
          label="Test as role"
          userIdLabel="User ID (sub claim)"
          userIdDescription={undefined}
        />
      ),
    },
  ],
};
