import { z } from 'zod';

/**
 * An organization's or project's name: 1 to 64 characters (code points) once trimmed, stored as
 * given otherwise. It is only ever shown as text and passed as a query parameter.
 */
export const displayName = z
  .string({ error: 'must be text' })
  .trim()
  .refine((name) => name.length > 0 && [...name].length <= 64, {
    error: 'must be 1 to 64 characters',
  });

export const projectBody = z.object({ name: displayName });
