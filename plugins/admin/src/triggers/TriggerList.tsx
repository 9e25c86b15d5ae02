import { Badge } from '@atrium/design-system';
import { useTriggers, type DbTrigger } from '../data/trigger-queries.js';
import { ListStates } from '../shared/ListStates.js';
import { ActionsHead, RowWriteCell } from '../shared/ActionsColumn.js';
import * as css from '../shared/admin.css.js';
import { DELETE_TRIGGER_DENIED, EDIT_TRIGGER_DENIED } from './access.js';
import { triggerSearch } from './trigger-form.js';

export interface TriggerListProps {
  readonly schema: string;
  readonly search: string;
  readonly readOnly: boolean;
  readonly onEdit: (trigger: DbTrigger) => void;
  readonly onDelete: (trigger: DbTrigger) => void;
}

/** The triggers on one schema's tables: table, function, events, when they fire and whether. */
export function TriggerList({ schema, search, readOnly, onEdit, onDelete }: TriggerListProps) {
  return (
    <ListStates
      query={useTriggers(schema)}
      loadingLabel="Loading triggers"
      failedTitle="Failed to retrieve database triggers"
      empty={{
        title: 'No triggers created yet',
        description: `There are no triggers on the tables of ${schema}.`,
      }}
      search={search}
      matches={(trigger) => triggerSearch(trigger.name, search)}
    >
      {(shown) => (
        <div className={css.listFrame}>
          <table className={css.list} aria-label={`Triggers in ${schema}`}>
            <thead>
              <tr>
                <th className={css.headCell}>Name</th>
                <th className={css.headCell}>Table</th>
                <th className={css.headCell}>Function</th>
                <th className={css.headCell}>Events</th>
                <th className={css.headCell}>Orientation</th>
                <th className={css.headCell}>Enabled mode</th>
                {!readOnly && <ActionsHead />}
              </tr>
            </thead>
            <tbody>
              {shown.map((trigger) => (
                <tr key={trigger.id}>
                  <td className={css.cell}>
                    <span className={css.name}>{trigger.name}</span>
                  </td>
                  <td className={css.cell}>{trigger.table}</td>
                  <td className={`${css.cell} ${css.code}`}>
                    {trigger.function_schema}.{trigger.function_name}
                  </td>
                  <td className={`${css.cell} ${css.code}`}>
                    {trigger.activation} {trigger.events.join(' OR ')}
                  </td>
                  <td className={css.cell}>{trigger.orientation}</td>
                  <td className={css.cell}>
                    <Badge tone={trigger.enabled_mode === 'DISABLED' ? 'neutral' : 'positive'}>
                      {trigger.enabled_mode}
                    </Badge>
                  </td>
                  {!readOnly && (
                    <RowWriteCell
                      resource="triggers"
                      kind="trigger"
                      name={trigger.name}
                      denied={{ edit: EDIT_TRIGGER_DENIED, delete: DELETE_TRIGGER_DENIED }}
                      onEdit={() => onEdit(trigger)}
                      onDelete={() => onDelete(trigger)}
                    />
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListStates>
  );
}
