/** Percentiles by nearest rank, so every figure reported is a latency that really occurred. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Summary {
  readonly min: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    min: sorted[0]!,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1]!,
  };
}

/** The line every benchmark ends with; the runner echoes it in its summary. */
export function verdict(name: string, figure: string, target: string, pass: boolean): string {
  return `${name}: ${figure} (target ${target}) ${pass ? 'PASS' : 'FAIL'}`;
}
