import { propTables } from 'virtual:atrium-prop-tables';
import { propTypeLabel } from '../content/component-pages.js';
import { plainLink, renderInline } from '../markdown/render-inline.js';
import type { InheritedProps } from '../prop-tables/types.js';
import { DataTable } from '../ui/DataTable.js';
import * as styles from './examples.css.js';

const inheritedLine = ({ from, name }: InheritedProps) => (
  <p key={`${from} ${name}`}>
    And the {from} props of <code className={styles.propType}>{name}</code>.
  </p>
);

/**
 * The props of one exported prop type, generated from its TypeScript declaration at build time
 * (`src/prop-tables`): the props the design system declares, then one line per library type whose
 * props it passes through.
 */
export function PropsTable({ typeName }: { typeName: string }) {
  const table = propTables[typeName];
  if (!table) throw new Error(`The design system exports no prop type ${typeName}`);
  return (
    <>
      {table.rows.length > 0 && (
        <DataTable
          aria-label={propTypeLabel(typeName)}
          header={['Prop', 'Type', 'Default', 'Description']}
          rows={table.rows.map((prop) => [
            <>
              <code className={styles.propName}>{prop.name}</code>
              {prop.required && <span className={styles.required}> (required)</span>}
            </>,
            <code className={styles.propType}>{prop.type}</code>,
            prop.default === undefined ? (
              ''
            ) : (
              <code className={styles.propType}>{prop.default}</code>
            ),
            // JSDoc is markdown: `critical` renders as code.
            renderInline(prop.description, plainLink),
          ])}
        />
      )}
      {table.inherits.map(inheritedLine)}
    </>
  );
}
