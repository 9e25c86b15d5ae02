/** A database extension as the metadata API returns it (spec section 3). */
export interface Extension {
  readonly name: string;
  readonly schema: string | null;
  readonly default_version: string;
  readonly installed_version: string | null;
  readonly comment: string | null;
}

/** What the enable dialog asks the API for (spec section 7: enable). */
export interface EnableRequest {
  readonly schema: string;
  readonly version: string;
  /** The schema is new: the API creates it first. */
  readonly createSchema: boolean;
}

/** Spec section 8's messages for the extension toggle. */
export const extensionMessages = {
  on: (name: string) => `${name} is on.`,
  off: (name: string) => `${name} is off.`,
  enableFailed: (name: string, message: string) => `Failed to enable ${name}: ${message}`,
  disableFailed: (message: string) => `Failed to disable database extension: ${message}`,
  schemaRequired: 'Required field',
} as const;
