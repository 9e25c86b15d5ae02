import type { PropDoc } from '@atrium/design-system';
import { DataTable } from '../ui/DataTable.js';
import * as styles from './examples.css.js';

/** The documented props of one component. */
export function PropsTable({ component, props }: { component: string; props: readonly PropDoc[] }) {
  if (props.length === 0) return <p>{component} takes no props.</p>;
  return (
    <DataTable
      aria-label={`${component} props`}
      header={['Prop', 'Type', 'Default', 'Description']}
      rows={props.map((prop) => [
        <code className={styles.propName}>{prop.name}</code>,
        <code className={styles.propType}>{prop.type}</code>,
        prop.default === undefined ? '' : <code className={styles.propType}>{prop.default}</code>,
        prop.description,
      ])}
    />
  );
}
