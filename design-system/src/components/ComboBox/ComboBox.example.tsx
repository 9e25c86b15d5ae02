import type { ComponentDoc } from '../../docs.js';
import { fieldPropDocs, placeholderPropDoc } from '../FormField/fieldPropDocs.js';
import { ComboBox, ComboBoxItem } from './ComboBox.js';

const roles = ['anon', 'authenticated', 'service_role', 'postgres', 'dashboard_user'].map(
  (name) => ({ id: name, name }),
);

export const comboBoxDoc: ComponentDoc = {
  name: 'ComboBox',
  description:
    'A text input that filters its options as you type; arrows and Enter pick one. The list is ' +
    'at most 24rem tall.',
  props: [
    ...fieldPropDocs('Key | null'),
    placeholderPropDoc,
    { name: 'items', type: 'Iterable<T>', description: 'Options, filtered by the typed text.' },
    {
      name: 'children',
      type: '<ComboBoxItem>… | (item: T) => <ComboBoxItem>',
      description: 'The options; each ComboBoxItem needs an id.',
    },
    { name: 'onInputChange', type: '(text: string) => void', description: 'Every typed change.' },
    {
      name: 'allowsCustomValue',
      type: 'boolean',
      default: 'false',
      description: 'Keeps typed text that matches no option.',
    },
  ],
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
