import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiErrorFromPg } from '../postgres/pg-error.js';
import { InvalidIdentifierError } from '../sql/quote.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './env.js';

/** Maps anything a handler throws onto the one JSON error shape, with the right status. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const apiError = toApiError(error);
  if (apiError.status >= 500) {
    c.get('log')?.error({ err: error }, 'request failed');
  }
  return c.json(apiError.toBody(), apiError.status);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(
    new ApiError(404, `No route for ${c.req.method} ${c.req.path}`, 'not_found').toBody(),
    404,
  );

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof InvalidIdentifierError)
    return new ApiError(400, error.message, 'invalid_identifier');
  if (error instanceof HTTPException) {
    return new ApiError(error.status as ApiError['status'], error.message, 'http_error');
  }
  return apiErrorFromPg(error) ?? new ApiError(500, 'Internal server error', 'internal_error');
}
