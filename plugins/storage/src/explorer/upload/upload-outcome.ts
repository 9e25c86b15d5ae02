/** Overall progress to 2 decimals (spec §4), from the bytes sent of the bytes to send. */
export function percentOf(sent: number, total: number): string {
  const ratio = total === 0 ? 1 : Math.min(sent / total, 1);
  return `${(ratio * 100).toFixed(2)}%`;
}

const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

/** The toast for a finished batch: all, some ('out of') or none uploaded (spec §4). */
export function uploadOutcome(
  succeeded: number,
  total: number,
): { tone: 'success' | 'error' | 'info'; title: string } {
  if (succeeded === total)
    return { tone: 'success', title: `Successfully uploaded ${files(total)}!` };
  if (succeeded === 0) return { tone: 'error', title: `Failed to upload ${files(total)}!` };
  return { tone: 'info', title: `Uploaded ${succeeded} out of ${files(total)}` };
}

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A limit as the spec's refusal writes it, such as '50MB' (factor 1024, whole units only). */
export function limitText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && value % 1024 === 0 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value}${UNITS[unit]}`;
}

/** The 8-second refusal of files over the upload limit (spec §8). */
export const overLimitMessage = (count: number, limit: number) =>
  `Failed to upload ${count} file(s) as its size is beyond the upload limit of ${limitText(limit)}. You may change the file size upload limit under Storage in Project Settings.`;
