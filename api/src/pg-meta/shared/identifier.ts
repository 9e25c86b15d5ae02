import { z } from 'zod';

/**
 * A Postgres identifier in a request body: taken exactly as sent, never trimmed, so the object
 * created is the one named (`"x "` and `"x"` are different names). `quoteIdent` rejects empty,
 * whitespace-only, NUL-containing and over-long names with 400.
 */
export const identifier = z.string();
