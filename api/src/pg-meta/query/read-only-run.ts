import type { Impersonation } from '../../db/run-query.js';
import { forbidden } from '../../http/api-error.js';
import { readOnlyEscapes } from '../../sql/read-only-escapes.js';

/**
 * How a member without `sql:query` (a Read-only member) runs SQL: in a read-only transaction, as
 * the role that may only read (api/src/projects/api-roles.sql), never as the project's owner role.
 */
export const READ_ONLY_RUN: Impersonation = { role: 'atrium_read_only', readOnly: true };

/**
 * Refuses (403 `read_only_statement`) a Read-only member's script that would leave the read-only
 * transaction or the read role, before any of it runs. Writes pass: Postgres refuses them.
 */
export async function refuseReadOnlyEscapes(sql: string): Promise<void> {
  const found = await readOnlyEscapes(sql);
  if (!found?.length) return;
  throw forbidden(
    `A Read-only member's SQL runs in a read-only transaction, so it cannot use ${found.join(', ')}`,
    'read_only_statement',
  );
}
