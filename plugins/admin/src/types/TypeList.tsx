import { useEnumTypes, type EnumType } from '../data/type-queries.js';
import { ListStates } from '../shared/ListStates.js';
import { ActionsHead, RowWriteCell } from '../shared/ActionsColumn.js';
import * as css from '../shared/admin.css.js';
import { DELETE_TYPE_DENIED, EDIT_TYPE_DENIED } from './access.js';
import { typeSearch } from './type-form.js';

export interface TypeListProps {
  readonly schema: string;
  readonly search: string;
  readonly readOnly: boolean;
  readonly onEdit: (type: EnumType) => void;
  readonly onDelete: (type: EnumType) => void;
}

/** One schema's enumerated types: name, values in their order, and description. */
export function TypeList({ schema, search, readOnly, onEdit, onDelete }: TypeListProps) {
  return (
    <ListStates
      query={useEnumTypes(schema)}
      loadingLabel="Loading enumerated types"
      failedTitle="Failed to retrieve database enumerated types"
      empty={{
        title: 'No enumerated types created yet',
        description: `There are no enumerated types in ${schema}.`,
      }}
      search={search}
      matches={(type) => typeSearch(type.name, search)}
    >
      {(shown) => (
        <div className={css.listFrame}>
          <table className={css.list} aria-label={`Enumerated types in ${schema}`}>
            <thead>
              <tr>
                <th className={css.headCell}>Name</th>
                <th className={css.headCell}>Values</th>
                <th className={css.headCell}>Description</th>
                {!readOnly && <ActionsHead />}
              </tr>
            </thead>
            <tbody>
              {shown.map((type) => (
                <tr key={type.id}>
                  <td className={css.cell}>
                    <span className={css.name}>{type.name}</span>
                  </td>
                  <td className={`${css.cell} ${css.code}`}>{type.enums.join(', ')}</td>
                  <td className={`${css.cell} ${type.comment ? '' : css.muted}`}>
                    {type.comment || 'No description'}
                  </td>
                  {!readOnly && (
                    <RowWriteCell
                      resource="types"
                      kind="type"
                      name={type.name}
                      denied={{ edit: EDIT_TYPE_DENIED, delete: DELETE_TYPE_DENIED }}
                      onEdit={() => onEdit(type)}
                      onDelete={() => onDelete(type)}
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
