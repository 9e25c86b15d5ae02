import { ApiError } from '../../http/api-error.js';
import { destructiveParts } from '../../sql/destructive-statements.js';

/**
 * Refuses (428 `destructive_statement`, naming what it would destroy) a script holding a DROP,
 * TRUNCATE, or DELETE or UPDATE without WHERE, before any of it runs: the SQL editor then asks
 * the user, and runs it again confirmed. 428 because the request lacks that one precondition.
 */
export async function refuseUnconfirmedDestruction(sql: string): Promise<void> {
  const parts = await destructiveParts(sql);
  if (!parts?.length) return;
  throw new ApiError(428, `This query would run ${parts.join(', ')}.`, 'destructive_statement');
}
