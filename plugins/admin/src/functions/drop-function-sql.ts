import { qualifiedName } from '@atrium/common/identifiers';

/**
 * The statement `DELETE /functions/{id}` runs (the API's `dropFunction`), shown before it runs:
 * the function named by Postgres's own spelling of its identity arguments.
 */
export const dropFunctionSql = (
  fn: { schema: string; name: string; identity_argument_types: string },
  cascade: boolean,
) =>
  `DROP FUNCTION ${qualifiedName(fn.schema, fn.name)}(${fn.identity_argument_types})${cascade ? ' CASCADE' : ' RESTRICT'}`;
