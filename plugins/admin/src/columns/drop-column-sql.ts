import { qualifiedName, quoteIdent } from '@atrium/common/identifiers';

/**
 * The statement `DELETE /columns/{id}` runs (the API's `dropColumn`), shown in the delete dialog
 * before it runs.
 */
export const dropColumnSql = (schema: string, table: string, column: string, cascade: boolean) =>
  `ALTER TABLE ${qualifiedName(schema, table)} DROP COLUMN ${quoteIdent(column)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
