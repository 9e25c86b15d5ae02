import type { Context } from 'hono';

/** The storage API's error codes this surface answers with. */
export type ProjectApiErrorCode = 'InvalidJWT' | 'AccessDenied';

/**
 * An answer in the storage API's error shape (`statusCode` as a string, `code`, `error`,
 * `message`), which supabase-js's storage client reads: the project API answers as it does.
 */
export function projectApiError(
  c: Context,
  status: 401 | 403,
  code: ProjectApiErrorCode,
  message: string,
): Response {
  return c.json(
    {
      statusCode: String(status),
      code,
      error: status === 401 ? 'Unauthorized' : 'Forbidden',
      message,
    },
    status,
  );
}
