import { Link } from 'react-aria-components';
import type { PlacedTable } from './layout.js';
import * as css from './schemas.css.js';

/** One table of the diagram: its name, a link to its table editor, and its columns with keys. */
export function TableNode({ table, projectRef }: { table: PlacedTable; projectRef: string }) {
  return (
    <div
      className={css.node}
      style={{ left: table.x, top: table.y, width: table.width, height: table.height }}
    >
      <div className={css.nodeHeader}>
        <Link className={css.nodeLink} href={`/project/${projectRef}/editor/${table.id}`}>
          {table.name}
        </Link>
      </div>
      <ul className={css.columns} aria-label={`Columns of ${table.name}`}>
        {table.columns.map((column) => (
          <li key={column.name} className={css.column}>
            <span>
              {column.primary && (
                <abbr className={css.key} title="Primary key">
                  PK
                </abbr>
              )}
              {column.primary && column.foreign && ' '}
              {column.foreign && (
                <abbr className={css.key} title="Foreign key">
                  FK
                </abbr>
              )}
            </span>
            <span className={css.clip} title={column.name}>
              {column.name}
            </span>
            <span className={css.type} title={column.type}>
              {column.type}
            </span>
          </li>
        ))}
        {table.columns.length === 0 && <li className={`${css.column} ${css.type}`}>No columns</li>}
      </ul>
    </div>
  );
}
