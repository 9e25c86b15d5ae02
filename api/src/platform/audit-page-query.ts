import { z } from 'zod';
import { decimalInteger, MAX_ID } from '../pg-meta/index.js';

/** Pages of the audit log: newest first, 50 to a page unless asked, 200 at most. */
export const auditPageQuery = z.object({
  limit: decimalInteger(1, 200).default(50),
  offset: decimalInteger(0, MAX_ID).default(0),
});
