/** A CSV column's target: a table column, or null to leave it out. */
export type ColumnMapping = readonly (string | null)[];

const looksNumeric = (text: string) => text.trim() !== '' && !Number.isNaN(Number(text));

/**
 * Whether the first line is a header: some of its values name table columns and none is a
 * number (a data line of an all-text table with no matching name is read as data).
 */
export function detectHeader(firstLine: readonly string[], columns: readonly string[]) {
  const names = new Set(columns);
  return firstLine.some((value) => names.has(value.trim())) && !firstLine.some(looksNumeric);
}

/** Each CSV column to the table column of the same name, else the table column at its place. */
export function defaultMapping(
  firstLine: readonly string[],
  columns: readonly string[],
  hasHeader: boolean,
): ColumnMapping {
  const names = new Set(columns);
  return firstLine.map((value, index) => {
    if (hasHeader) return names.has(value.trim()) ? value.trim() : null;
    return columns[index] ?? null;
  });
}

/** Whether the file can go to the server as it is: its header already names every target. */
export const isFileUsableAsIs = (
  firstLine: readonly string[],
  mapping: ColumnMapping,
  hasHeader: boolean,
) => hasHeader && mapping.every((target, index) => target !== null && target === firstLine[index]);

/** Mapping problems the user must fix before importing. */
export function mappingProblem(mapping: ColumnMapping): string | undefined {
  const targets = mapping.filter((t): t is string => t !== null);
  if (targets.length === 0) return 'Map at least one CSV column to a table column';
  const twice = targets.find((t, i) => targets.indexOf(t) !== i);
  return twice ? `Column "${twice}" is mapped more than once` : undefined;
}
