import { z } from 'zod';

/** Largest body one intake request may send. */
export const MAX_BATCH_BYTES = 1024 * 1024;
/** Most events one intake request may send. */
export const MAX_BATCH_EVENTS = 1000;

/**
 * One log event as an application sends it. Unknown fields are refused rather than dropped, so
 * nothing sent is silently lost.
 */
export const logEvent = z.strictObject({
  timestamp: z.iso.datetime({ offset: true }).optional(),
  event_message: z.string().min(1),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

export type LogEvent = z.infer<typeof logEvent>;

/** A request's events: one event, or an array of them. */
export const eventBatch = z.union([logEvent.transform((event) => [event]), z.array(logEvent)]);
