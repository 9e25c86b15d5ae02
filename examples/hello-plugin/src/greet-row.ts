import type { ContributedHandler } from '@atrium/plugin-api';
import type { RowMenuArgs } from '@atrium/plugin-data-grid/contracts';

/**
 * The table editor's row-menu entry 'Say hello to this row': it runs the plugin's own command
 * with an argument, through the context, as any plugin can run any other's.
 */
const greetRow: ContributedHandler<RowMenuArgs> = (context, args) => {
  if (!args) return;
  const key = args.row.id ?? args.row.name ?? Object.values(args.row)[0];
  return context.executeCommand('hello.greet', {
    name: `row ${String(key)} of ${args.table.schema}.${args.table.name}`,
  });
};

export default greetRow;
