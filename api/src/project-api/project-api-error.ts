import type { Context } from 'hono';

/** The storage API's error codes this surface answers with. */
export type ProjectApiErrorCode =
  'InvalidJWT' | 'AccessDenied' | 'EntityTooLarge' | 'InvalidMimeType';

const ERROR_NAMES = {
  401: 'Unauthorized',
  403: 'Forbidden',
  413: 'Payload too large',
  415: 'Unsupported Media Type',
} as const;

/**
 * An answer in the storage API's error shape (`statusCode` as a string, `code`, `error`,
 * `message`), which supabase-js's storage client reads: the project API answers as it does.
 */
export function projectApiError(
  c: Context,
  status: 401 | 403 | 413 | 415,
  code: ProjectApiErrorCode,
  message: string,
): Response {
  return c.json(
    {
      statusCode: String(status),
      code,
      error: ERROR_NAMES[status],
      message,
    },
    status,
  );
}
