import {
  Badge,
  Button,
  EmptyState,
  ErrorPanel,
  Skeleton,
  visuallyHidden,
} from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';
import { useIndexes, type DbIndex } from '../data/index-queries.js';
import * as css from '../shared/admin.css.js';
import * as own from './indexes.css.js';
import { DELETE_INDEX_DENIED } from './access.js';
import { indexNote, indexSearch } from './index-form.js';

/** How many placeholder rows show while the list loads. */
export const LOADING_ROWS = 5;

export interface IndexListProps {
  readonly schema: string;
  /** Only this table's indexes, when one is chosen. */
  readonly table: string;
  readonly search: string;
  readonly readOnly: boolean;
  readonly onDelete: (index: DbIndex) => void;
}

/** One schema's indexes: table, name, definition, size, scans and a note when one is amiss. */
export function IndexList({ schema, table, search, readOnly, onDelete }: IndexListProps) {
  const indexes = useIndexes(schema);
  if (indexes.error) {
    return (
      <ErrorPanel
        headingLevel={2}
        title="Failed to retrieve database indexes"
        message={indexes.error.message}
        onRetry={() => void indexes.mutate()}
      />
    );
  }
  if (!indexes.data) return <Skeleton count={LOADING_ROWS} label="Loading indexes" />;
  const ofTable = indexes.data.filter((index) => !table || index.table === table);
  if (ofTable.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No indexes created yet"
        description={`There are no indexes on ${table ? `${schema}.${table}` : `tables in ${schema}`}.`}
      />
    );
  }
  const shown = ofTable.filter((index) => indexSearch(index, search));
  if (shown.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No results found"
        description={`Your search for "${search}" did not return any results`}
      />
    );
  }
  return (
    <div className={css.listFrame}>
      <table className={css.list} aria-label={`Indexes in ${schema}`}>
        <thead>
          <tr>
            <th className={css.headCell}>Table</th>
            <th className={css.headCell}>Name</th>
            <th className={css.headCell}>Definition</th>
            <th className={`${css.headCell} ${css.numeric}`}>Size</th>
            <th className={`${css.headCell} ${css.numeric}`}>Scans</th>
            <th className={css.headCell}>Note</th>
            {!readOnly && (
              <th className={css.headCell}>
                <span className={visuallyHidden}>Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((index) => (
            <IndexRow key={index.id} index={index} readOnly={readOnly} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IndexRow({
  index,
  readOnly,
  onDelete,
}: {
  index: DbIndex;
  readOnly: boolean;
  onDelete: (index: DbIndex) => void;
}) {
  const note = indexNote(index);
  return (
    <tr>
      <td className={css.cell}>{index.table}</td>
      <td className={css.cell}>
        <span className={css.name}>{index.name}</span>
      </td>
      <td className={`${css.cell} ${css.code}`}>{index.definition}</td>
      <td className={`${css.cell} ${css.numeric}`}>{index.size}</td>
      <td className={`${css.cell} ${css.numeric}`}>{index.idx_scan.toLocaleString('en-US')}</td>
      <td className={css.cell}>
        {note && (
          <div className={own.note}>
            <Badge tone={note.tone}>{note.label}</Badge>
            <span className={css.muted}>{note.text}</span>
          </div>
        )}
      </td>
      {!readOnly && (
        <td className={css.cell}>
          <div className={css.rowEnd}>
            {/* A primary key's index goes with its constraint, from the table's own panel. */}
            {!index.is_primary && (
              <Gate action="sql:admin:write" resource="indexes" deniedTooltip={DELETE_INDEX_DENIED}>
                {(allowed) => (
                  <Button
                    size="small"
                    tone="critical"
                    isDisabled={!allowed}
                    aria-label={`Delete index ${index.name}`}
                    onPress={() => onDelete(index)}
                  >
                    Delete
                  </Button>
                )}
              </Gate>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}
