import type { ExtensionPoint } from '../plugin-api/extension-points.js';

/**
 * Checks a contribution's data against its point's schema; returns why it does not match, or
 * undefined when it does. Only synchronous schemas: manifests load before anything can be awaited.
 */
export function dataProblem(
  point: ExtensionPoint<unknown, unknown>,
  data: unknown,
): string | undefined {
  const result = point.schema['~standard'].validate(data);
  if (result instanceof Promise) return `the schema of ${point.id} is asynchronous`;
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
