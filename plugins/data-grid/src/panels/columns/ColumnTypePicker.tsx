import { Collection, ListBoxSection, Header } from 'react-aria-components';
import { Select, SelectItem } from '@atrium/design-system';
import { useEnumTypes } from '../data/use-enum-types.js';
import * as css from './ColumnTypePicker.css.js';
import { TypeRecommendation } from './TypeRecommendation.js';
import { enumTypeOption, NATIVE_TYPES, type ColumnTypeOption } from './column-types.js';

export interface ColumnTypePickerProps {
  readonly value: string;
  readonly onChange: (type: string) => void;
  readonly errorMessage?: string;
  /** A type that is in neither list (an existing column's), shown so the field is not blank. */
  readonly current?: ColumnTypeOption;
  readonly 'aria-label'?: string;
  readonly label?: string;
}

/**
 * Built-in types, each with what it holds, then the project's enumerated types (from `/types`,
 * named `schema.name`), under a search field: a type is found by what is typed, not by the first
 * letters type-to-select matched (`order_status` picked `time`). A type with a recommended
 * alternative gets the recommendation under the field.
 */
export function ColumnTypePicker({ current, ...props }: ColumnTypePickerProps) {
  const enums = (useEnumTypes().data ?? []).map(enumTypeOption);
  const sections = [
    { id: 'native', title: 'Types', items: current ? [current, ...NATIVE_TYPES] : NATIVE_TYPES },
    ...(enums.length > 0 ? [{ id: 'enums', title: 'Enumerated types', items: enums }] : []),
  ];
  return (
    <div className={css.picker}>
      <Select
        label={props['aria-label'] ? undefined : (props.label ?? 'Type')}
        aria-label={props['aria-label']}
        placeholder="Choose a column type..."
        searchLabel="Search column types"
        value={props.value || null}
        onChange={(key) => props.onChange(key === null ? '' : String(key))}
        errorMessage={props.errorMessage}
        items={sections}
      >
        {(section) => (
          <ListBoxSection id={section.id}>
            <Header className={css.sectionHeader}>{section.title}</Header>
            <Collection items={section.items}>
              {(type) => (
                <SelectItem id={type.id} textValue={type.label} description={type.description}>
                  {type.label}
                </SelectItem>
              )}
            </Collection>
          </ListBoxSection>
        )}
      </Select>
      <TypeRecommendation type={props.value} onUse={props.onChange} />
    </div>
  );
}
