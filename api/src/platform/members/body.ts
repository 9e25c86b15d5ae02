import { z } from 'zod';
import { ROLES } from '../../permissions/index.js';

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
