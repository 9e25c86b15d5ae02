import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape every endpoint returns: `{ "error": { "message", "code", ... } }`. */
export interface ErrorBody {
  error: {
    message: string;
    code: string;
    /** 1-based character offset into the submitted SQL, when Postgres reported one. */
    position?: number;
    /** The request field `position` counts in, when it is not the whole SQL (an expression). */
    field?: string;
    detail?: string;
    hint?: string;
  };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string,
    readonly extra: Omit<ErrorBody['error'], 'message' | 'code'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { error: { message: this.message, code: this.code, ...this.extra } };
  }
}

export const notFound = (message: string, code = 'not_found') => new ApiError(404, message, code);
export const badRequest = (message: string, code = 'bad_request') =>
  new ApiError(400, message, code);
export const forbidden = (message: string, code = 'forbidden') => new ApiError(403, message, code);
