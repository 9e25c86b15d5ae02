import { z } from 'zod';
import { ROLES } from '../../permissions/index.js';
import { decimalInteger, MAX_ID } from '../../pg-meta/index.js';
import { displayName } from '../../projects/index.js';

export const role = z.enum(ROLES);

export const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(320));

export const addMemberBody = z.object({
  email,
  role,
  /** An initial password, to create the account when none exists (no mail needed). */
  password: z.string().min(8).max(1024).optional(),
});

export const roleBody = z.object({ role });

export const userIdParam = z.object({ userId: z.uuid() });

export const invitationBody = z.object({ email, role });

export const invitationIdParam = z.object({ id: decimalInteger(1, Number.MAX_SAFE_INTEGER) });

export const acceptBody = z.object({ token: z.string().min(1).max(200) });

/** Pages of the audit log: newest first, 50 to a page unless asked, 200 at most. */
export const auditPageQuery = z.object({
  limit: decimalInteger(1, 200).default(50),
  offset: decimalInteger(0, MAX_ID).default(0),
});

/** The organization's slug, when the caller chooses it, as the platform database allows it. */
export const organizationBody = z.object({
  name: displayName,
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, {
      error: 'must be 1 to 63 lowercase letters, digits or dashes, not starting with a dash',
    })
    .optional(),
});
