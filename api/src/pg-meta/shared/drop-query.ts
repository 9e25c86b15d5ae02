import { z } from 'zod';

/** `?cascade=true|false` of the DELETE routes. */
export const dropQuery = z.object({ cascade: z.enum(['true', 'false']).optional() });

/** Whether a DELETE asked for CASCADE. */
export const cascades = (query: z.infer<typeof dropQuery>) => query.cascade === 'true';
