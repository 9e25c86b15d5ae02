/** The role the grid reads and writes as, with the claims `auth.uid()` sees (for authenticated). */
export interface Impersonation {
  readonly role: string;
  readonly claims?: { readonly sub: string };
}

/** The query parameters of an impersonated read. */
export function impersonationParams(impersonation: Impersonation | undefined): [string, string][] {
  if (!impersonation) return [];
  const params: [string, string][] = [['role', impersonation.role]];
  if (impersonation.claims) params.push(['claims', JSON.stringify(impersonation.claims)]);
  return params;
}

/** The body fields of an impersonated write. */
export const impersonationBody = (impersonation: Impersonation | undefined) =>
  impersonation ? { role: impersonation.role, claims: impersonation.claims } : {};
