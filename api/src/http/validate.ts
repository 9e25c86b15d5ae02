import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { badRequest } from './api-error.js';

type Target = 'json' | 'query' | 'param';

/** Request validation that answers bad input with the API's own 400 error. */
export const validate = <T extends ZodType, Where extends Target>(target: Where, schema: T) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const problems = result.error.issues.map((issue) =>
        issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      );
      throw badRequest(`Invalid request: ${problems.join('; ')}`, 'invalid_request');
    }
  });
