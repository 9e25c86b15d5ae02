import { badRequest } from '../../http/api-error.js';
import { qualifiedName, type Relation } from './relation-sql.js';

export const NO_TRUNCATE_WHILE_IMPERSONATING =
  'Table truncation is not supported when impersonating a role';

/** Empties the table (the grid's 'delete all rows'); refused while impersonating (spec section 6). */
export function truncateTable(
  relation: Relation,
  options: { readonly cascade?: boolean; readonly role?: string },
): string {
  if (options.role) throw badRequest(NO_TRUNCATE_WHILE_IMPERSONATING, 'impersonating');
  return `TRUNCATE ${qualifiedName(relation)}${options.cascade ? ' CASCADE' : ''}`;
}
