/** Spec 9: sizes are entered in bytes, KB, MB or GB, at a factor of 1024, GB the largest. */
export const SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

const FACTOR: Record<SizeUnit, number> = {
  bytes: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
};

/** A size as entered: a whole number of a unit. */
export interface Size {
  readonly value: number;
  readonly unit: SizeUnit;
}

export const toBytes = ({ value, unit }: Size): number => value * FACTOR[unit];

/** Bytes in the largest unit that divides them exactly (50 MB, not 51200 KB), capped at GB. */
export function fromBytes(bytes: number): Size {
  const unit = [...SIZE_UNITS].reverse().find((u) => bytes >= FACTOR[u] && bytes % FACTOR[u] === 0);
  return unit ? { value: bytes / FACTOR[unit], unit } : { value: bytes, unit: 'bytes' };
}

/** The largest whole number of `unit` under `maxBytes`, for the spec's 'up to {max} {unit}'. */
export const maxIn = (unit: SizeUnit, maxBytes: number) => Math.floor(maxBytes / FACTOR[unit]);
