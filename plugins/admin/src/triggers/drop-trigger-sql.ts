import { qualifiedName, quoteIdent } from '@atrium/common/identifiers';

/** The statement `DELETE /triggers/{id}` runs (the API's `dropTrigger`), shown before it runs. */
export const dropTriggerSql = (
  trigger: { name: string; schema: string; table: string },
  cascade: boolean,
) =>
  `DROP TRIGGER ${quoteIdent(trigger.name)} ON ${qualifiedName(trigger.schema, trigger.table)}${cascade ? ' CASCADE' : ' RESTRICT'}`;
