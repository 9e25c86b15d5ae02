import type { ComponentDoc } from '../../docs.js';
import { ComboBox, ComboBoxItem } from './ComboBox.js';

const roles = ['anon', 'authenticated', 'service_role', 'postgres', 'dashboard_user'].map(
  (name) => ({ id: name, name }),
);

export const comboBoxDoc: ComponentDoc = {
  name: 'ComboBox',
  description:
    'A text input that filters its options as you type; arrows and Enter pick one. The list is ' +
    'at most 24rem tall.',
  propTypes: ['ComboBoxProps', 'ComboBoxItemProps'],
  examples: [
    {
      title: 'Filtering a role list',
      render: () => (
        <ComboBox label="Role" items={roles} placeholder="Type to filter">
          {(role) => <ComboBoxItem id={role.id}>{role.name}</ComboBoxItem>}
        </ComboBox>
      ),
    },
  ],
};
