import { z } from 'zod';
import { displayName } from '../../projects/index.js';

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
