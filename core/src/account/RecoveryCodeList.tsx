import { Box, ButtonLink, CodeBlock } from '@atrium/design-system';
import { RECOVERY_CODES_FILE, recoveryCodesHref } from './recovery-codes-file.js';

/** A new set of recovery codes, shown this once: copy them, or download them as a text file. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <p>Save these codes now: each works once, and they are not shown again.</p>
      <CodeBlock code={codes.join('\n')} aria-label="New recovery codes" />
      <Box>
        <ButtonLink href={recoveryCodesHref(codes)} download={RECOVERY_CODES_FILE}>
          Download codes
        </ButtonLink>
      </Box>
    </Box>
  );
}
