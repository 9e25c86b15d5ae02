/** A row-level security policy, typed by the metadata API's route (spec section 3). */
export type { Policy } from '@atrium/core/plugin-api';

export const policyCommands = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'ALL'] as const;
export type PolicyCommand = (typeof policyCommands)[number];

/** Spec section 5: USING applies to SELECT, UPDATE, DELETE, ALL; WITH CHECK to INSERT, UPDATE, ALL. */
export const takesUsing = (command: PolicyCommand) => command !== 'INSERT';
export const takesCheck = (command: PolicyCommand) => command !== 'SELECT' && command !== 'DELETE';

/** Spec section 9: policy name max 63 (Postgres's identifier limit). */
export const POLICY_NAME_MAX = 63;
