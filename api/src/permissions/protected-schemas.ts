/** The schemas the platform manages: the shared list of `@atrium/common/protected-schemas`. */
export * from '@atrium/common/protected-schemas';
