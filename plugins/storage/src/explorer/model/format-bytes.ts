const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A size in the spec's units (factor 1024, capped at GB), such as '1.5 MB'. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 100) / 100);
  return `${shown} ${UNITS[unit]}`;
}
