import { z } from 'zod';

/**
 * A whole number written as plain decimal digits in a path or query string, within [min, max].
 * `z.coerce.number()` would take `0x10`, `1e4`, ` 16` and `16.0` as other numbers: a typo'd or
 * crafted id must be refused (400), never quietly read as some other object's id.
 */
export const decimalInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/, 'must be a whole number written in decimal digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
