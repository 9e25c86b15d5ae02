import type { ComponentDoc } from '../../docs.js';
import { Radio } from './Radio.js';
import { RadioGroup } from './RadioGroup.js';

export const radioGroupDoc: ComponentDoc = {
  name: 'RadioGroup',
  description:
    'One choice among a few visible options (use a Select for many). Tab enters the group, ' +
    'arrows move the choice.',
  propTypes: ['RadioGroupProps', 'RadioProps'],
  examples: [
    {
      title: 'Vertical with descriptions',
      render: () => (
        <RadioGroup
          label="Visibility"
          defaultValue="project"
          description="Who can open this report"
        >
          <Radio value="project" description="Everyone in the project">
            Project
          </Radio>
          <Radio value="user" description="Only you">
            Private
          </Radio>
        </RadioGroup>
      ),
    },
    {
      title: 'Horizontal, validated',
      render: () => (
        <RadioGroup
          label="View"
          orientation="horizontal"
          validate={(v) => (v ? undefined : 'Pick a view')}
        >
          <Radio value="COLUMNS">Columns</Radio>
          <Radio value="LIST">List</Radio>
        </RadioGroup>
      ),
    },
  ],
};
