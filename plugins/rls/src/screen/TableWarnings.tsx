import { Box } from '@atrium/design-system';

/** Spec section 8's warnings: RLS off means public; RLS on with no policies means no rows. */
export const warnings = {
  rlsDisabled:
    'Row Level Security is disabled: every role granted access to this table reads and writes all of its rows.',
  noPolicies:
    'Row Level Security is enabled and no policies exist: selects on this table return an empty array.',
} as const;

export function TableWarnings({
  rlsEnabled,
  policyCount,
}: {
  rlsEnabled: boolean;
  policyCount: number;
}) {
  const message = !rlsEnabled
    ? warnings.rlsDisabled
    : policyCount === 0
      ? warnings.noPolicies
      : null;
  if (!message) return null;
  return (
    <Box
      as="p"
      role="note"
      margin="none"
      paddingX="large"
      paddingY="small"
      background={rlsEnabled ? 'infoSoft' : 'cautionSoft'}
      color={rlsEnabled ? 'info' : 'caution'}
      fontSize="small"
    >
      {message}
    </Box>
  );
}
