/** Types for chromium.mjs, so TypeScript tests can call it. */

export interface ChromiumCheckOptions {
  /** Where Chromium should be; CHROMIUM_PATH or /usr/bin/chromium-headless-shell by default. */
  readonly path?: string;
  /** Our user id; only root (0) may install packages. */
  readonly uid?: number;
  /** apt-get's path; a path that does not exist means there is no apt-get. */
  readonly aptGet?: string;
  /** Runs a command and resolves to its exit code. */
  readonly runCommand?: (
    command: string,
    args: readonly string[],
    options: { env: NodeJS.ProcessEnv },
  ) => Promise<number>;
}

export function chromiumPath(): string;
export function checkChromium(options?: ChromiumCheckOptions): Promise<string | undefined>;
export function ensureChromium(): Promise<void>;
