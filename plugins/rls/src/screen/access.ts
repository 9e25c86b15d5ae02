import { isProtectedSchema } from '@atrium/common/protected-schemas';

/** What the screen lets a user do to one table's policies and RLS. */
export interface TableAccess {
  /** Shown with the Locked badge and no edit controls. */
  readonly locked: boolean;
  readonly canEditPolicies: boolean;
  readonly canToggleRls: boolean;
}

/**
 * Spec section 6: locked schemas and the realtime schema show policies as Locked, except
 * `realtime.messages`, whose policies are edited like any table's but whose RLS cannot be toggled.
 */
export function tableAccess(schema: string, table: string): TableAccess {
  if (schema === 'realtime' && table === 'messages') {
    return { locked: false, canEditPolicies: true, canToggleRls: false };
  }
  // The metadata API's protected schemas, which refuse every policy write: shown Locked.
  const locked = isProtectedSchema(schema);
  return { locked, canEditPolicies: !locked, canToggleRls: !locked };
}
