import type { Context } from 'hono';
import type { z, ZodType } from 'zod';
import { invalidInput } from '../http/auth-error.js';

/** The JSON body checked against `schema`; bad input is GoTrue's `validation_failed` (400). */
export async function readBody<T extends ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const json: unknown = await c.req.json().catch(() => {
    throw invalidInput('The request body must be JSON');
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    );
    throw invalidInput(`Invalid request: ${problems.join('; ')}`);
  }
  return parsed.data;
}
