import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Select } from './Select.js';
import { SelectItem } from './SelectItem.js';

const schemas = Array.from({ length: 40 }, (_, i) => ({ id: `schema_${i}`, name: `schema_${i}` }));

export const selectDoc: ComponentDoc = {
  name: 'Select',
  description:
    'Picks one option from a list that opens under the field (at most 24rem tall, then it ' +
    'scrolls). Type a letter to jump; the value is the chosen item id.',
  propTypes: ['SelectProps', 'SelectItemProps'],
  examples: [
    {
      title: 'Static options',
      render: () => (
        <Select label="Sort by" defaultValue="name">
          <SelectItem id="name">Name</SelectItem>
          <SelectItem id="updated_at">Last updated</SelectItem>
          <SelectItem id="created_at">Created</SelectItem>
          <SelectItem id="last_accessed_at">Last accessed</SelectItem>
        </Select>
      ),
    },
    {
      title: 'Options with descriptions',
      render: () => (
        <Select label="Type" defaultValue="timestamptz">
          <SelectItem id="text" description="Variable-length character string">
            text
          </SelectItem>
          <SelectItem id="jsonb" description="Binary JSON data, decomposed">
            jsonb
          </SelectItem>
          <SelectItem id="timestamptz" description="Date and time, including time zone">
            timestamptz
          </SelectItem>
        </Select>
      ),
    },
    {
      title: 'Items with a render function, a long list, and validation',
      render: () => (
        <Box display="flex" flexDirection="column" gap="medium">
          <Select label="Schema" items={schemas} placeholder="Pick a schema">
            {(schema) => <SelectItem id={schema.id}>{schema.name}</SelectItem>}
          </Select>
          <Select label="Unit" isRequired description="Required: leave it empty and tab away">
            <SelectItem id="days">Days</SelectItem>
            <SelectItem id="weeks">Weeks</SelectItem>
          </Select>
        </Box>
      ),
    },
  ],
};
