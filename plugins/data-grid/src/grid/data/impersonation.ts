/** The role the grid reads and writes as, with the claims `auth.uid()` sees (for authenticated). */
export interface Impersonation {
  readonly role: string;
  readonly claims?: { readonly sub: string };
}

/** The query parameters of an impersonated read: `role`, and `claims` as JSON. */
export function impersonationQuery(impersonation: Impersonation | undefined): {
  role?: string;
  claims?: string;
} {
  if (!impersonation) return {};
  const { role, claims } = impersonation;
  return claims ? { role, claims: JSON.stringify(claims) } : { role };
}

/** The body fields of an impersonated write. */
export const impersonationBody = (impersonation: Impersonation | undefined) =>
  impersonation ? { role: impersonation.role, claims: impersonation.claims } : {};
