import type { StandardSchemaResult, StandardSchemaV1 } from './standard-schema.js';

/**
 * A Standard Schema whose definition is imported on first use, so the schema library (zod) stays
 * out of the shell's first load: an extension point's handle is read by consumers at start-up,
 * its schema only when a contribution must be checked. `validate` answers synchronously once
 * `load()` has resolved, and with a promise before (as the Standard Schema allows), which the
 * registry reports as an asynchronous schema: whoever checks contributions loads it first
 * (`loadManifestChecks`).
 */
export interface LazySchema<Output> extends StandardSchemaV1<unknown, Output> {
  /** Imports the schema, once; later calls give the same promise. */
  readonly load: () => Promise<StandardSchemaV1<unknown, Output>>;
}

export function lazySchema<Output>(
  load: () => Promise<StandardSchemaV1<unknown, Output>>,
): LazySchema<Output> {
  let loaded: StandardSchemaV1<unknown, Output> | undefined;
  let loading: Promise<StandardSchemaV1<unknown, Output>> | undefined;
  const once = () =>
    (loading ??= load().then((schema) => {
      loaded = schema;
      return schema;
    }));
  const validate = (
    value: unknown,
  ): StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>> =>
    loaded
      ? loaded['~standard'].validate(value)
      : once().then((schema) => schema['~standard'].validate(value));
  return { '~standard': { version: 1, vendor: 'atrium-lazy', validate }, load: once };
}

/** Whether a schema loads on demand, so a checker must `load()` it before validating. */
export const isLazySchema = (schema: StandardSchemaV1): schema is LazySchema<unknown> =>
  typeof (schema as Partial<LazySchema<unknown>>).load === 'function';
