import { Badge, Box, Button } from '@atrium/design-system';
import { Gate, usePluginContext } from '@atrium/core/plugin-api';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import type { TableSummary } from '../data/types.js';
import type { Policy } from '../policy/policy.js';
import { tableAccess } from './access.js';
import * as styles from './PoliciesPage.css.js';
import { EDIT_POLICIES_DENIED, PolicyRow } from './PolicyRow.js';
import { TableWarnings } from './TableWarnings.js';

export const TOGGLE_RLS_DENIED = 'You need additional permissions to toggle RLS';

export interface TableSectionProps {
  table: TableSummary;
  policies: readonly Policy[];
  onToggleRls: () => void;
  onCreatePolicy: () => void;
  onEditPolicy: (policy: Policy) => void;
  onDeletePolicy: (policy: Policy) => void;
}

/** One table on the policies screen: name, badges, RLS and create buttons, then its policies. */
export function TableSection({
  table,
  policies,
  onToggleRls,
  onCreatePolicy,
  onEditPolicy,
  onDeletePolicy,
}: TableSectionProps) {
  const { projectRef } = usePluginContext();
  const headingId = useId();
  const access = tableAccess(table.schema, table.name);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      borderRadius="large"
      background="surface"
      overflow="hidden"
    >
      <Box display="flex" alignItems="center" gap="small" padding="large" flexWrap="wrap">
        <Box as="h2" id={headingId} margin="none">
          <Link className={styles.tableLink} href={`/project/${projectRef}/editor/${table.id}`}>
            {table.name}
          </Link>
        </Box>
        {access.locked && <Badge tone="neutral">Locked</Badge>}
        <Badge tone={table.rls_enabled ? 'positive' : 'caution'}>
          {table.rls_enabled ? 'Row Level Security enabled' : 'Row Level Security disabled'}
        </Badge>
        <Box flexGrow={1} />
        {access.canToggleRls && (
          <Gate action="sql:admin:write" resource="tables" deniedTooltip={TOGGLE_RLS_DENIED}>
            {(allowed) => (
              <Button size="small" isDisabled={!allowed} onPress={onToggleRls}>
                {table.rls_enabled ? 'Disable RLS' : 'Enable RLS'}
              </Button>
            )}
          </Gate>
        )}
        {access.canEditPolicies && (
          <Gate action="sql:admin:write" resource="policies" deniedTooltip={EDIT_POLICIES_DENIED}>
            {(allowed) => (
              <Button
                size="small"
                variant="solid"
                tone="accent"
                isDisabled={!allowed}
                onPress={onCreatePolicy}
              >
                Create policy
              </Button>
            )}
          </Gate>
        )}
      </Box>
      {!access.locked && (
        <TableWarnings rlsEnabled={table.rls_enabled} policyCount={policies.length} />
      )}
      {policies.length > 0 ? (
        <ul className={styles.policyList} aria-label={`Policies on ${table.name}`}>
          {policies.map((policy) => (
            <PolicyRow
              key={policy.id}
              policy={policy}
              editable={access.canEditPolicies}
              onEdit={() => onEditPolicy(policy)}
              onDelete={() => onDeletePolicy(policy)}
            />
          ))}
        </ul>
      ) : (
        <Box
          as="p"
          margin="none"
          paddingX="large"
          paddingY="medium"
          color="textMuted"
          fontSize="small"
        >
          No policies created yet
        </Box>
      )}
    </Box>
  );
}
