import type { Target } from './targets-sql.js';

const unique = (names: readonly string[]) => [...new Set(names)].join(', ');

/**
 * A grant or revoke as the audit log names it: its grantees, then the tables or columns as they
 * were named then (`analyst on public.orders`, `anon, authenticated on public.orders.note`).
 */
export function privilegesTarget(
  grants: readonly { readonly grantee: string }[],
  objects: readonly Target[],
): string {
  const names = objects.map(({ schema, table, column }) =>
    column === null ? `${schema}.${table}` : `${schema}.${table}.${column}`,
  );
  return `${unique(grants.map((g) => g.grantee))} on ${unique(names)}`;
}
