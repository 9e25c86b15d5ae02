import { Select, SelectItem } from '@atrium/design-system';
import { useSchemas } from '../data/table-queries.js';

/** The schema picker of every admin screen; the chosen schema lives in the URL (`?schema=`). */
export function SchemaPicker({
  schema,
  onChange,
}: {
  schema: string;
  onChange: (schema: string) => void;
}) {
  const schemas = useSchemas();
  // Until the list answers, the chosen schema alone, so the picker shows it at once.
  const items = schemas.data?.some((s) => s.name === schema)
    ? schemas.data
    : [...(schemas.data ?? []), { id: 0, name: schema }];
  return (
    <Select
      label="Schema"
      value={schema}
      onChange={(key) => onChange(String(key ?? 'public'))}
      items={items}
    >
      {(item) => (
        <SelectItem id={item.name} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}
