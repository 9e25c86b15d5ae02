import type { StandardSchemaV1 } from '../plugin-api/standard-schema.js';

/**
 * Checks a contribution's data against its point's schema; returns why it does not match, or
 * undefined when it does. Only synchronous schemas: the registry is built before anything can be
 * awaited, so a lazy schema must be loaded first (`loadManifestChecks`).
 */
export function dataProblem(
  pointId: string,
  schema: StandardSchemaV1,
  data: unknown,
): string | undefined {
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) return `the schema of ${pointId} is asynchronous`;
  if (!result.issues) return undefined;
  return result.issues
    .map((issue) => {
      const path = (issue.path ?? [])
        .map((part) => String(typeof part === 'object' ? part.key : part))
        .join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
