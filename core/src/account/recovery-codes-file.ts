/** The name a downloaded set of recovery codes is saved under. */
export const RECOVERY_CODES_FILE = 'atrium-recovery-codes.txt';

/** The downloaded file's text: what the codes are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Atrium recovery codes',
    'Each code signs you in once in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** A link target that downloads the codes as plain text, with nothing sent anywhere. */
export const recoveryCodesHref = (codes: readonly string[]) =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesText(codes))}`;
