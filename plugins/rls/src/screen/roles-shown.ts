/** Spec section 9: at most 3 roles are listed per policy; the others go in a tooltip. */
export const ROLES_SHOWN = 3;

export function splitRoles(roles: readonly string[]) {
  return { shown: roles.slice(0, ROLES_SHOWN), hidden: roles.slice(ROLES_SHOWN) };
}
