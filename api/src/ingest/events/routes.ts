import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type pg from 'pg';
import { ApiError, badRequest } from '../../http/api-error.js';
import { JSON_MEDIA_TYPE, mediaTypeOf } from '../../http/body-type.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth.js';
import { requiresWarehouseToken } from '../ingest-declarations.js';
import type { IngestEnv } from '../ingest-env.js';
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS, eventBatch } from './event-batch.js';
import { insertLogEvents } from './store.js';

const tooLarge = (message: string) => new ApiError(413, message, 'payload_too_large');

/** Reads the request's events: JSON only, within the byte and batch limits, each one valid. */
async function readBatch(text: string) {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(
      `Invalid request: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
      'invalid_request',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Invalid request: the body is not JSON', 'invalid_json');
  }
  if (Array.isArray(body) && body.length > MAX_BATCH_EVENTS) {
    throw tooLarge(`A batch holds at most ${MAX_BATCH_EVENTS} events; this one has ${body.length}`);
  }
  const parsed = eventBatch.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw badRequest(`Invalid request: ${problems.join('; ')}`, 'invalid_request');
  }
  return parsed.data;
}

/**
 * `POST /ingest/v1/:ref/events`: one event or an array of at most `MAX_BATCH_EVENTS`, in at most
 * `MAX_BATCH_BYTES` of JSON, written all or none. The token is checked before a byte is read.
 */
export const logEventRoutes = (platform: pg.Pool) =>
  new Hono<IngestEnv>().post(
    '/:ref/events',
    requiresWarehouseToken(platform),
    bodyLimit({
      maxSize: MAX_BATCH_BYTES,
      onError: () => {
        throw tooLarge('Request bodies are limited to 1 MB');
      },
    }),
    async (c) => {
      if (mediaTypeOf(c.req.header('content-type')) !== JSON_MEDIA_TYPE) {
        throw new ApiError(415, 'Events are sent as application/json', 'unsupported_media_type');
      }
      const events = await readBatch(await c.req.text());
      const written = await insertLogEvents(platform, c.get('ingestProjectId'), events);
      return c.json({ events: written }, 201);
    },
  );
