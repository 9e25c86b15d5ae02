import {
  Button,
  Checkbox,
  Dialog,
  ErrorPanel,
  ProgressBar,
  Select,
  SelectItem,
} from '@atrium/design-system';
import Papa from 'papaparse';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import {
  defaultMapping,
  detectHeader,
  isFileUsableAsIs,
  mappingProblem,
  type ColumnMapping,
} from './csv-mapping.js';
import { useImportCsv } from '../data/rows-mutations.js';
import type { Impersonation } from '../grid/data/impersonation.js';
import * as styles from './ImportCsvDialog.css.js';
import { rewriteCsv } from './rewrite-csv.js';
import { CsvImportError, type ImportFailure } from './upload-csv.js';

export interface ImportCsvDialogProps {
  readonly tableId: number;
  readonly tableName: string;
  readonly columns: readonly string[];
  /** The role the grid is viewing as: the rows are inserted as it, so its policies apply. */
  readonly impersonation?: Impersonation;
  readonly onImported: (inserted: number) => void;
  readonly onClose: () => void;
}

/** Lines read in the browser for the preview; the file itself streams to the server. */
export const PREVIEW_LINES = 20;
const SKIP = '__skip__';

interface Preview {
  readonly file: File;
  readonly lines: string[][];
}

/**
 * Import rows from a CSV: a preview of its first lines (papaparse, in the browser), header
 * detection, a mapping from CSV columns to table columns, then the file streamed to
 * `POST .../import` with upload progress. The server inserts all rows or none.
 */
export function ImportCsvDialog({
  tableId,
  tableName,
  columns,
  impersonation,
  onImported,
  onClose,
}: ImportCsvDialogProps) {
  const importCsv = useImportCsv(tableId);
  const [preview, setPreview] = useState<Preview>();
  const [hasHeader, setHasHeader] = useState(true);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<ImportFailure>();

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setFailure(undefined);
    Papa.parse<string[]>(file, {
      preview: PREVIEW_LINES,
      skipEmptyLines: 'greedy',
      complete: ({ data }) => {
        const first = data[0] ?? [];
        const header = detectHeader(first, columns);
        setPreview({ file, lines: data });
        setHasHeader(header);
        setMapping(defaultMapping(first, columns, header));
      },
      error: (error) => setFailure({ message: `The file could not be read: ${error.message}` }),
    });
  };

  const first = preview?.lines[0] ?? [];
  const problem = preview ? mappingProblem(mapping) : 'Choose a CSV file';

  const upload = async () => {
    if (!preview || problem) return;
    setFailure(undefined);
    setProgress(0);
    try {
      const body = isFileUsableAsIs(first, mapping, hasHeader)
        ? preview.file
        : await rewriteCsv(preview.file, mapping, hasHeader);
      const inserted = await importCsv.trigger({
        body,
        impersonation,
        onProgress: (sent, total) => setProgress(total ? (sent / total) * 100 : 0),
      });
      onImported(inserted);
      onClose();
    } catch (error) {
      setFailure(
        error instanceof CsvImportError ? error.failure : { message: (error as Error).message },
      );
    } finally {
      setProgress(undefined);
    }
  };

  const shownLines = hasHeader ? preview?.lines.slice(1) : preview?.lines;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && progress === undefined && onClose()}
      title={`Add data to ${tableName}`}
      // Wide enough for a few columns' pickers side by side; more scroll inside the preview.
      size="large"
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close} isDisabled={progress !== undefined}>
            Cancel
          </Button>
          <Button
            variant="solid"
            tone="accent"
            isDisabled={problem !== undefined}
            isPending={progress !== undefined}
            onPress={() => void upload()}
          >
            Import data
          </Button>
        </>
      )}
    >
      <div className={styles.body}>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={choose}>
          <Button>{preview ? `Change file (${preview.file.name})` : 'Choose a CSV file'}</Button>
        </FileTrigger>
        {preview && (
          <>
            <Checkbox
              isSelected={hasHeader}
              onChange={(header) => {
                setHasHeader(header);
                setMapping(defaultMapping(first, columns, header));
              }}
            >
              First line is a header
            </Checkbox>
            <p className={styles.muted}>
              {`Preview of the first ${Math.min(preview.lines.length, PREVIEW_LINES)} lines. Pick the table column each CSV column goes to.`}
            </p>
            <div className={styles.preview}>
              <table className={styles.previewTable}>
                <thead>
                  <tr>
                    {first.map((name, index) => (
                      <th key={index} className={styles.previewCell}>
                        <Select
                          aria-label={`Table column for CSV column ${index + 1}${hasHeader ? ` (${name})` : ''}`}
                          UNSAFE_className={styles.mappingSelect}
                          value={mapping[index] ?? SKIP}
                          onChange={(key) =>
                            setMapping((m) =>
                              m.map((target, i) =>
                                i === index ? (key === SKIP ? null : String(key)) : target,
                              ),
                            )
                          }
                        >
                          {[
                            <SelectItem key={SKIP} id={SKIP}>
                              (skip)
                            </SelectItem>,
                            ...columns.map((column) => (
                              <SelectItem key={column} id={column}>
                                {column}
                              </SelectItem>
                            )),
                          ]}
                        </Select>
                        {hasHeader && <div className={styles.muted}>{name}</div>}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shownLines?.map((line, r) => (
                    <tr key={r}>
                      {first.map((_, c) => (
                        <td key={c} className={styles.previewCell}>
                          {line[c] ?? ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {problem && <p role="alert">{problem}</p>}
          </>
        )}
        {progress !== undefined && <ProgressBar label="Uploading" value={progress} />}
        {failure && (
          <ErrorPanel
            title="Nothing was imported"
            // The API's message names the line and column itself: `... (line 3, column age)`.
            message={failure.message}
            framed={false}
          />
        )}
      </div>
    </Dialog>
  );
}
