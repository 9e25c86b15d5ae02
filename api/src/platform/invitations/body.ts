import { z } from 'zod';
import { decimalInteger } from '../../pg-meta/index.js';
import { email, role } from '../members/body.js';

export const invitationBody = z.object({ email, role });

export const invitationIdParam = z.object({ id: decimalInteger(1, Number.MAX_SAFE_INTEGER) });

export const acceptBody = z.object({ token: z.string().min(1).max(200) });
