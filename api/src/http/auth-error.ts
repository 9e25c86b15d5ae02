import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ErrorBody } from './api-error.js';

/**
 * An error of the /auth/v1 API. Its body is Atrium's error shape plus GoTrue's own fields
 * (`error_code`, `msg`), which `@supabase/auth-js` reads to build its `AuthApiError`.
 */
export class AuthError extends ApiError {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    code: string,
    /** More of GoTrue's top-level fields, such as `weak_password`. */
    private readonly goTrueFields: Record<string, unknown> = {},
  ) {
    super(status, message, code);
  }

  override toBody(): ErrorBody & { error_code: string; msg: string } {
    return { ...this.goTrueFields, ...super.toBody(), error_code: this.code, msg: this.message };
  }
}

/** Wrong password and unknown email alike: one message, so it tells nobody who has an account. */
export const invalidCredentials = () =>
  new AuthError(400, 'Invalid login credentials', 'invalid_credentials');

export const invalidInput = (message: string) => new AuthError(400, message, 'validation_failed');

export const notSignedIn = (message: string, code: string) => new AuthError(401, message, code);
