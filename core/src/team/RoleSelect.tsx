import type { Role } from '@atrium/common/roles';
import { Select, SelectItem } from '@atrium/design-system';
import { ROLE_OPTIONS } from './roles.js';

/** Picks one of the four roles. */
export function RoleSelect({
  label,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  isDisabled?: boolean;
}) {
  return (
    <Select
      label={label}
      value={value}
      isDisabled={isDisabled}
      onChange={(key) => key !== null && onChange(key as Role)}
      items={ROLE_OPTIONS}
    >
      {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
    </Select>
  );
}
