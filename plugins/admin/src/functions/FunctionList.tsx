import { useFunctions, type DbFunction } from '../data/function-queries.js';
import { ListStates } from '../shared/ListStates.js';
import { ActionsHead, RowWriteCell } from '../shared/ActionsColumn.js';
import * as css from '../shared/admin.css.js';
import { DELETE_FUNCTION_DENIED, EDIT_FUNCTION_DENIED } from './access.js';
import { functionSearch } from './function-form.js';

export interface FunctionListProps {
  readonly schema: string;
  readonly search: string;
  readonly readOnly: boolean;
  readonly onEdit: (fn: DbFunction) => void;
  readonly onDelete: (fn: DbFunction) => void;
}

/** One schema's functions: name, arguments, return type and security. */
export function FunctionList({ schema, search, readOnly, onEdit, onDelete }: FunctionListProps) {
  return (
    <ListStates
      query={useFunctions(schema)}
      loadingLabel="Loading functions"
      failedTitle="Failed to retrieve database functions"
      empty={{
        title: 'No functions created yet',
        description: `There are no functions in ${schema}.`,
      }}
      search={search}
      matches={(fn) => functionSearch(fn.name, search)}
    >
      {(shown) => (
        <div className={css.listFrame}>
          <table className={css.list} aria-label={`Functions in ${schema}`}>
            <thead>
              <tr>
                <th className={css.headCell}>Name</th>
                <th className={css.headCell}>Arguments</th>
                <th className={css.headCell}>Return type</th>
                <th className={css.headCell}>Security</th>
                {!readOnly && <ActionsHead />}
              </tr>
            </thead>
            <tbody>
              {shown.map((fn) => (
                <tr key={fn.id}>
                  <td className={css.cell}>
                    <span className={css.name}>{fn.name}</span>
                  </td>
                  <td className={`${css.cell} ${css.code} ${fn.argument_types ? '' : css.muted}`}>
                    {fn.argument_types || '–'}
                  </td>
                  <td className={`${css.cell} ${css.code}`}>{fn.return_type}</td>
                  <td className={css.cell}>{fn.security_definer ? 'Definer' : 'Invoker'}</td>
                  {!readOnly && (
                    <RowWriteCell
                      resource="functions"
                      kind="function"
                      name={fn.name}
                      denied={{ edit: EDIT_FUNCTION_DENIED, delete: DELETE_FUNCTION_DENIED }}
                      onEdit={() => onEdit(fn)}
                      onDelete={() => onDelete(fn)}
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
