import type { GaugeTone } from './Gauge.css.js';

/** The bar warns above 75 % and turns destructive above 90 % (the spec's connections gauge). */
export const gaugeThresholds = { caution: 75, critical: 90 } as const;

/** Tone for a filled percentage (0–100); each limit itself still belongs to the lower tone. */
export function gaugeTone(percentage: number): GaugeTone {
  if (percentage > gaugeThresholds.critical) return 'critical';
  if (percentage > gaugeThresholds.caution) return 'caution';
  return 'normal';
}

/** The filled share of a range, clamped like react-aria's Meter clamps its value. */
export function gaugePercentage(value: number, minValue: number, maxValue: number): number {
  if (maxValue <= minValue) return 0;
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  return ((clamped - minValue) / (maxValue - minValue)) * 100;
}
