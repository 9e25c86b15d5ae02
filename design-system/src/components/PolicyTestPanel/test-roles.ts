/** Roles worth testing as: the API's two, and the one that bypasses RLS for contrast. */
export const TEST_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/**
 * The roles the tester offers: the usual three, then any other role the policy applies to (a
 * policy for `editor` is tested as `editor`). `public` is no role to become.
 */
export function testRoles(policyRoles: readonly string[]): string[] {
  const extra = policyRoles.filter(
    (role) => role !== 'public' && !(TEST_ROLES as readonly string[]).includes(role),
  );
  return [...TEST_ROLES, ...new Set(extra)];
}

/** The role tested until the user picks one: the policy's first, or `anon` for every role. */
export const defaultTestRole = (policyRoles: readonly string[]): string =>
  policyRoles.find((role) => role !== 'public') ?? 'anon';

/** Claims for the request: the user id as `sub`, merged over the JSON the user typed. */
export function testClaims(userId: string, claimsJson: string): Record<string, unknown> {
  const extra: unknown = claimsJson.trim() ? JSON.parse(claimsJson) : {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
    throw new Error('JWT claims must be a JSON object');
  }
  return {
    ...(extra as Record<string, unknown>),
    ...(userId.trim() ? { sub: userId.trim() } : {}),
  };
}
