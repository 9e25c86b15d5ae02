import type { ContributedHandler } from '@atrium/plugin-api';
import type { RowMenuArgs } from '@atrium/plugin-data-grid/contracts';

/**
 * The table editor's row-menu entry 'Say hello to this row': it names the row by its primary key
 * (the values, in key order; the first column's value for a table without one) and runs the
 * plugin's own command with that argument, through the context, as any plugin can run any
 * other's.
 */
const greetRow: ContributedHandler<RowMenuArgs> = (context, args) => {
  if (!args) return;
  const key = args.primaryKey
    ? Object.values(args.primaryKey).map(String).join(', ')
    : String(Object.values(args.row)[0]);
  return context.executeCommand('hello.greet', {
    name: `row ${key} of ${args.table.schema}.${args.table.name}`,
  });
};

export default greetRow;
