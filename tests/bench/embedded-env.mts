// The environment a benchmark runs Atrium in.

/**
 * This process's environment with Atrium's state in `dataDir` and `overrides` on top, without
 * `DATABASE_URL` or `ATRIUM_PLATFORM_DATABASE_URL`: an external database would measure another
 * server than the embedded one.
 */
export function embeddedEnv(dataDir: string, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ATRIUM_DATA_DIR: dataDir, ...overrides };
  delete env.DATABASE_URL;
  delete env.ATRIUM_PLATFORM_DATABASE_URL;
  return env;
}
