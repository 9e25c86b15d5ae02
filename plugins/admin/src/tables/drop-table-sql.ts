import { qualifiedName } from '@atrium/common/identifiers';

/**
 * The statement `DELETE /tables/{id}` runs (the API's `dropTable`), shown in the delete dialog
 * before it runs: the same quoting, the same RESTRICT when nothing depending on it may go.
 */
export const dropTableSql = (schema: string, name: string, cascade: boolean) =>
  `DROP TABLE ${qualifiedName(schema, name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
