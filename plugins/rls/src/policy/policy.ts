/** A row-level security policy as the metadata API returns it (spec section 3). */
export interface Policy {
  readonly id: number;
  readonly name: string;
  readonly schema: string;
  readonly table: string;
  readonly table_id: number;
  readonly action: 'PERMISSIVE' | 'RESTRICTIVE';
  readonly roles: readonly string[];
  readonly command: PolicyCommand;
  readonly definition: string | null;
  readonly check: string | null;
}

export const policyCommands = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'ALL'] as const;
export type PolicyCommand = (typeof policyCommands)[number];

/** Spec section 5: USING applies to SELECT, UPDATE, DELETE, ALL; WITH CHECK to INSERT, UPDATE, ALL. */
export const takesUsing = (command: PolicyCommand) => command !== 'INSERT';
export const takesCheck = (command: PolicyCommand) => command !== 'SELECT' && command !== 'DELETE';

/** Spec section 9: policy name max 63 (Postgres's identifier limit). */
export const POLICY_NAME_MAX = 63;
