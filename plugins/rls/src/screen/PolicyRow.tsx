import { Badge, Box, Button, Tooltip } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { Button as AriaButton } from 'react-aria-components';
import type { Policy } from '../policy/policy.js';
import { ANONYMOUS_SIGN_IN_ENABLED, appliesToAnonymousUsers } from './anonymous-users.js';
import * as styles from './PoliciesPage.css.js';
import { splitRoles } from './roles-shown.js';

export const EDIT_POLICIES_DENIED = 'You need additional permissions to edit RLS policies';

/** One policy: its command, name, roles (3 at most, the rest in a tooltip) and actions. */
export function PolicyRow({
  policy,
  editable,
  onEdit,
  onDelete,
}: {
  policy: Policy;
  /** False on locked tables: no edit controls at all. */
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { shown, hidden } = splitRoles(policy.roles);
  return (
    <li className={styles.policyItem} aria-label={policy.name}>
      <span className={styles.command}>{policy.command}</span>
      <Box flexGrow={1} display="flex" flexDirection="column" gap="xxsmall">
        <Box display="flex" alignItems="center" gap="small">
          <span>{policy.name}</span>
          {appliesToAnonymousUsers(policy, ANONYMOUS_SIGN_IN_ENABLED) && (
            <Badge tone="caution">Applies to anonymous users</Badge>
          )}
        </Box>
        <span className={styles.roles}>
          Applied to: {shown.join(', ')}
          {hidden.length > 0 && (
            <>
              {' '}
              <Tooltip content={hidden.join(', ')}>
                <AriaButton className={styles.moreRoles}>+{hidden.length} more</AriaButton>
              </Tooltip>
            </>
          )}
        </span>
      </Box>
      {editable && (
        <Box display="flex" gap="small">
          <Gate action="sql:admin:write" resource="policies" deniedTooltip={EDIT_POLICIES_DENIED}>
            {(allowed) => (
              <Button
                size="small"
                isDisabled={!allowed}
                onPress={onEdit}
                aria-label={`Edit policy ${policy.name}`}
              >
                Edit
              </Button>
            )}
          </Gate>
          <Gate action="sql:admin:write" resource="policies" deniedTooltip={EDIT_POLICIES_DENIED}>
            {(allowed) => (
              <Button
                size="small"
                tone="critical"
                isDisabled={!allowed}
                onPress={onDelete}
                aria-label={`Delete policy ${policy.name}`}
              >
                Delete
              </Button>
            )}
          </Gate>
        </Box>
      )}
    </li>
  );
}
