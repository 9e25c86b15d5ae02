import { render } from '@testing-library/react';
import { TableGrid } from '../TableGrid.js';
import { apiColumn, type FakeTable } from './fake-api.js';
import { GridHarness } from './harness.js';

/** Table 7, `pets`: `count` rows of id, name and age, keyed by id. */
export function petsTable(count = 3): FakeTable {
  return {
    columns: [
      apiColumn('id', 'int8', 1, { is_nullable: false }),
      apiColumn('name', 'text', 2),
      apiColumn('age', 'int4', 3),
    ],
    rows: Array.from({ length: count }, (_, i) => ({
      id: String(i + 1),
      name: `pet ${i + 1}`,
      age: i,
    })),
    primaryKeys: ['id'],
  };
}

/** The grid of table 7 at `path`, as the editor page mounts it. */
export const renderGrid = (
  path = '/project/p1/editor/7',
  grants?: Parameters<typeof GridHarness>[0]['grants'],
  feedback?: Parameters<typeof GridHarness>[0]['feedback'],
) =>
  render(
    <GridHarness path={path} grants={grants} feedback={feedback}>
      <div style={{ height: 600 }}>
        <TableGrid tableId={7} />
      </div>
    </GridHarness>,
  );
