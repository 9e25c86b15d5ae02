import { describe, expect, it } from 'vitest';
import { privilegeMatrix } from './privilege-matrix.js';

const grant = (grantee: string, privilege_type: string) => ({ grantee, privilege_type });
const columns = [
  { id: '7.1', name: 'id' },
  { id: '7.2', name: 'email' },
];

describe('privilegeMatrix', () => {
  it('tells a column grant from a table grant, for the chosen role only', () => {
    const rows = privilegeMatrix(
      'analyst',
      columns,
      [{ column_id: '7.2', privileges: [grant('analyst', 'UPDATE'), grant('other', 'INSERT')] }],
      [grant('analyst', 'SELECT'), grant('other', 'INSERT')],
    );
    expect(rows).toEqual([
      { columnId: '7.1', column: 'id', cells: { SELECT: 'table', INSERT: 'none', UPDATE: 'none' } },
      {
        columnId: '7.2',
        column: 'email',
        cells: { SELECT: 'table', INSERT: 'none', UPDATE: 'column' },
      },
    ]);
  });

  it('names roles exactly, not by case or substring', () => {
    const rows = privilegeMatrix(
      'Analyst',
      columns.slice(0, 1),
      [{ column_id: '7.1', privileges: [grant('analyst', 'SELECT')] }],
      [grant('Analyst2', 'INSERT')],
    );
    expect(rows[0]!.cells).toEqual({ SELECT: 'none', INSERT: 'none', UPDATE: 'none' });
  });
});
