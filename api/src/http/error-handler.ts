import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiErrorFromPg } from '../postgres/pg-error.js';
import { InvalidIdentifierError } from '../sql/quote.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './env.js';
import { CLIENT_CLOSED_REQUEST, clientWentAway } from './request-log.js';

/** Seconds a client should wait before retrying after a 503 (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 5;

/** Maps anything a handler throws onto the one JSON error shape, with the right status. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  // The client is gone and its statement was cancelled on purpose: not a failure of ours.
  if (clientWentAway(c)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
  const apiError = toApiError(error);
  if (apiError.status === 503) {
    // Expected while Postgres restarts or every connection is busy: one line per request, no
    // stack, so an outage does not bury the log in traces that all say the same thing.
    c.get('log')?.warn({ code: apiError.code, reason: reasonOf(error) }, 'service unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  } else if (apiError.status >= 500) {
    c.get('log')?.error({ err: error }, 'request failed');
  }
  return c.json(apiError.toBody(), apiError.status);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(
    new ApiError(404, `No route for ${c.req.method} ${c.req.path}`, 'not_found').toBody(),
    404,
  );

/** What went wrong, in a few words: the error's message without its stack. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof InvalidIdentifierError)
    return new ApiError(400, error.message, 'invalid_identifier');
  if (error instanceof HTTPException) {
    return new ApiError(error.status as ApiError['status'], error.message, 'http_error');
  }
  return apiErrorFromPg(error) ?? new ApiError(500, 'Internal server error', 'internal_error');
}
