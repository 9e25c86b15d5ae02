import { qualifiedName } from '@atrium/common/identifiers';

/** The statement `DELETE /types/{id}` runs (the API's `dropType`), shown before it runs. */
export const dropTypeSql = (type: { schema: string; name: string }, cascade: boolean) =>
  `DROP TYPE IF EXISTS ${qualifiedName(type.schema, type.name)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
