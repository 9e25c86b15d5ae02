import type { Policy } from '@atrium/core/plugin-api';
import { Gate } from '@atrium/core/plugin-api';
import { Badge, Box, Button } from '@atrium/design-system';
import { POLICY_DENIED } from './policy-target.js';

/**
 * One card of the storage policies page (spec 2.9): its policies, each with its command and name
 * and Edit and Delete, 'New policy', 'No policies created yet' when empty, and a footer counting
 * them.
 */
export function PolicyCard({
  title,
  policies,
  footer,
  onNew,
  onEdit,
  onDelete,
}: {
  readonly title: string;
  readonly policies: readonly Policy[];
  readonly footer: string;
  readonly onNew: () => void;
  readonly onEdit: (policy: Policy) => void;
  readonly onDelete: (policy: Policy) => void;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      display="flex"
      flexDirection="column"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="border"
      borderRadius="medium"
    >
      <Box display="flex" alignItems="center" gap="medium" padding="medium">
        <Box as="h2" margin="none" fontSize="standard" fontWeight="strong" flexGrow={1}>
          {title}
        </Box>
        <Gate action="storage:admin:write" resource="objects" deniedTooltip={POLICY_DENIED.create}>
          {(allowed) => (
            <Button size="small" isDisabled={!allowed} onPress={onNew}>
              New policy
            </Button>
          )}
        </Gate>
      </Box>
      {policies.length === 0 ? (
        <Box as="p" margin="none" padding="medium" color="textMuted" fontSize="small">
          No policies created yet
        </Box>
      ) : (
        <Box as="ul" margin="none" padding="none" aria-label={`Policies of ${title}`}>
          {policies.map((policy) => (
            <Box
              as="li"
              key={policy.id}
              display="flex"
              alignItems="center"
              gap="medium"
              padding="medium"
            >
              <Badge>{policy.command}</Badge>
              <Box as="span" flexGrow={1}>
                {policy.name}
              </Box>
              <Gate
                action="storage:admin:write"
                resource="objects"
                deniedTooltip={POLICY_DENIED.edit}
              >
                {(allowed) => (
                  <Button
                    size="small"
                    isDisabled={!allowed}
                    aria-label={`Edit ${policy.name}`}
                    onPress={() => onEdit(policy)}
                  >
                    Edit
                  </Button>
                )}
              </Gate>
              <Gate
                action="storage:admin:write"
                resource="objects"
                deniedTooltip={POLICY_DENIED.delete}
              >
                {(allowed) => (
                  <Button
                    size="small"
                    tone="critical"
                    isDisabled={!allowed}
                    aria-label={`Delete ${policy.name}`}
                    onPress={() => onDelete(policy)}
                  >
                    Delete
                  </Button>
                )}
              </Gate>
            </Box>
          ))}
        </Box>
      )}
      <Box as="p" margin="none" padding="medium" color="textMuted" fontSize="small">
        {footer}
      </Box>
    </Box>
  );
}
