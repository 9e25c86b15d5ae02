import { Select } from '../Select/Select.js';
import { SelectItem } from '../Select/SelectItem.js';
import { TextField } from '../TextField/TextField.js';
import * as styles from './RolePicker.css.js';

/** The role a screen reads or tests as, and for `authenticated` the user `auth.uid()` returns. */
export interface RolePickerProps {
  /** The roles offered, in order; the screen's data hook reads them (the design system has none). */
  readonly roles: readonly string[];
  /** The role picked. */
  readonly role: string;
  /** Called with the role the user picks. */
  readonly onRoleChange: (role: string) => void;
  /** The claims' `sub` (what `auth.uid()` returns): asked for only while the role is `authenticated`. */
  readonly userId: string;
  /** Called as the user id is typed. */
  readonly onUserIdChange: (userId: string) => void;
  /** The role field's label: `Role` unless the screen says what the role is for. */
  readonly label?: string;
  /** The user id field's label: `User id` by default. */
  readonly userIdLabel?: string;
  /** A line under the user id field. */
  readonly userIdDescription?: string;
  /** Stacked (a popover's narrow body) or side by side, wrapping on a narrow panel. */
  readonly layout?: 'column' | 'row';
}

/**
 * "View as role": a role, and for `authenticated` the user id its requests carry. The table
 * editor's "Role" popover and the policy tester both pick with it, each from its own role list.
 */
export function RolePicker({
  roles,
  role,
  onRoleChange,
  userId,
  onUserIdChange,
  label = 'Role',
  userIdLabel = 'User id',
  userIdDescription,
  layout = 'column',
}: RolePickerProps) {
  return (
    <div className={styles.layout[layout]}>
      <Select label={label} value={role} onChange={(key) => onRoleChange(String(key))}>
        {roles.map((name) => (
          <SelectItem key={name} id={name}>
            {name}
          </SelectItem>
        ))}
      </Select>
      {role === 'authenticated' && (
        <div className={layout === 'row' ? styles.userIdInRow : undefined}>
          <TextField
            label={userIdLabel}
            description={userIdDescription}
            value={userId}
            onChange={onUserIdChange}
            placeholder="00000000-0000-0000-0000-000000000000"
          />
        </div>
      )}
    </div>
  );
}
