import { Box, Table, tableColumnHelper, type TableColumn } from '@atrium/design-system';
import { cellDisplayText } from '@atrium/common/cell-text';
import { useMemo } from 'react';
import type { PolicyTestResult, WriteOutcome } from './result.js';
import { testedRows, visibleSummary, type TestedRow } from './tested-rows.js';
import { nullValue } from './TesterResult.css.js';

const col = tableColumnHelper<TestedRow>();

/** A value as the data grid's cell shows it. */
function CellValue({ value }: { value: unknown }) {
  const text = cellDisplayText(value);
  return text === null ? <span className={nullValue}>NULL</span> : <>{text}</>;
}

const verdict = (outcome: WriteOutcome | undefined) =>
  outcome === undefined ? '' : outcome.allowed ? 'Allowed' : `Refused: ${outcome.message ?? ''}`;

/** What the role sees, and, for policies with WITH CHECK, whether it could write each row. */
export function TesterResult({ result, role }: { result: PolicyTestResult; role: string }) {
  const rows = useMemo(() => testedRows(result), [result]);
  const columns = useMemo(() => {
    // In table order, as the grid shows them: the API lists the table's columns.
    const columns: TableColumn<TestedRow>[] = result.columns.map((name) =>
      col.accessor((row) => row.values[name], {
        id: `value:${name}`,
        header: name,
        cell: (info) => <CellValue value={info.getValue()} />,
      }),
    );
    if (result.writable?.insert) {
      columns.push(
        col.accessor((row) => verdict(row.insert), {
          id: 'insert',
          header: 'Can insert',
          size: 220,
        }),
      );
    }
    if (result.writable?.update) {
      columns.push(
        col.accessor((row) => verdict(row.update), {
          id: 'update',
          header: 'Can update',
          size: 220,
        }),
      );
    }
    return columns;
  }, [result]);
  return (
    <Box display="flex" flexDirection="column" gap="small">
      {!result.rls_enabled && (
        <Box
          as="p"
          role="note"
          margin="none"
          padding="small"
          background="cautionSoft"
          color="caution"
          fontSize="small"
        >
          Row Level Security is disabled on this table: policies do not apply, so the role sees
          every row its grants allow.
        </Box>
      )}
      <Box as="p" role="status" margin="none" fontWeight="medium">
        {visibleSummary(result, role)}
      </Box>
      {rows.length > 0 && (
        <Table
          aria-label={`Rows visible to ${role}`}
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.index)}
          height={240}
        />
      )}
    </Box>
  );
}
