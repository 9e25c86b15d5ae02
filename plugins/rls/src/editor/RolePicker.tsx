import { Box, Checkbox, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useRoles } from '../data/use-screen-data.js';
import { visibleRoles } from './visible-roles.js';

/** Target roles from the database; none selected means public. */
export function RolePicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (roles: string[]) => void;
}) {
  const roles = useRoles();
  const toggle = (role: string, on: boolean) =>
    onChange(on ? [...selected, role] : selected.filter((r) => r !== role));
  return (
    <Box
      as="fieldset"
      margin="none"
      padding="none"
      borderStyle="none"
      display="flex"
      flexDirection="column"
      gap="xsmall"
    >
      <Box as="legend" fontWeight="medium" fontSize="small" marginBottom="xsmall">
        Target roles
      </Box>
      <Box as="span" color="textMuted" fontSize="small">
        Defaults to all (public) roles if none selected
      </Box>
      {roles.error ? (
        <ErrorPanel title="Failed to retrieve database roles" message={roles.error.message} />
      ) : !roles.data ? (
        <Skeleton count={1} label="Loading roles" />
      ) : (
        <Box display="flex" flexWrap="wrap" gap="medium">
          {visibleRoles(roles.data).map((role) => (
            <Checkbox
              key={role}
              isSelected={selected.includes(role)}
              onChange={(on) => toggle(role, on)}
            >
              {role}
            </Checkbox>
          ))}
        </Box>
      )}
    </Box>
  );
}
