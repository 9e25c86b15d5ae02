/**
 * Builds the docs site the server shows at /docs/ when any of its sources changed since the last
 * build (always with `force`); rejects if the build fails.
 */
export function buildDocsIfStale(options?: { force?: boolean }): Promise<void>;
