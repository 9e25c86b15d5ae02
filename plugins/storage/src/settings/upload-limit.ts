import { maxIn, toBytes, type SizeUnit } from '../limits/size-units.js';

/** Spec 9: the largest upload limit, 50 GB. */
export const MAX_UPLOAD_LIMIT_BYTES = 53_687_091_200;

/** Spec 5: a whole number is required, and with its unit it may not exceed 50 GB. */
export function uploadLimitProblem(typed: string, unit: SizeUnit): string | undefined {
  if (!/^\d+$/.test(typed) || Number(typed) < 1) return 'Please enter a whole number of at least 1';
  if (toBytes({ value: Number(typed), unit }) > MAX_UPLOAD_LIMIT_BYTES) {
    return `Maximum limit is up to ${maxIn(unit, MAX_UPLOAD_LIMIT_BYTES)} ${unit}.`;
  }
  return undefined;
}
