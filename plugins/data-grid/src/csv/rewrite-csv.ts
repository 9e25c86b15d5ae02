import Papa from 'papaparse';
import type { ColumnMapping } from './csv-mapping.js';

/**
 * Re-writes a CSV with the mapped columns under a header of their target names, parsing the file
 * in chunks (never as one string). Used only when the file's own header does not already match.
 */
export function rewriteCsv(file: File, mapping: ColumnMapping, hasHeader: boolean): Promise<Blob> {
  const kept = mapping.flatMap((target, index) => (target === null ? [] : [{ target, index }]));
  const parts: string[] = [Papa.unparse([kept.map((k) => k.target)]) + '\r\n'];
  let skipHeader = hasHeader;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      chunk: (results) => {
        const lines = skipHeader ? results.data.slice(1) : results.data;
        skipHeader = false;
        if (lines.length) {
          parts.push(
            Papa.unparse(lines.map((line) => kept.map((k) => line[k.index] ?? ''))) + '\r\n',
          );
        }
      },
      complete: () => resolve(new Blob(parts, { type: 'text/csv' })),
      error: (error) => reject(error),
    });
  });
}
