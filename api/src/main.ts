import { loadConfig, type AtriumConfig } from './config.js';
import { createLogger } from './logger.js';
import { PortInUseError, startAtrium } from './server.js';

/**
 * Resolves with the first SIGINT or SIGTERM. Listening starts at once, so a Ctrl-C while Postgres
 * is still starting stops it once it is up, instead of killing us and leaving it running. `on`,
 * not `once`: a Ctrl-C in a terminal reaches us twice (from the terminal, and forwarded by npm or
 * `pnpm dev`), and a second signal without a listener would kill the process mid-shutdown.
 */
function stopSignal(): {
  readonly received: () => string | undefined;
  readonly next: Promise<string>;
} {
  let received: string | undefined;
  const next = new Promise<string>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        received ??= signal;
        resolve(received);
      });
    }
  });
  return { received: () => received, next };
}

/**
 * `npm start` lands here: start everything, print the URL, and shut down cleanly (requests in
 * flight answered, then Postgres stopped) on Ctrl-C or SIGTERM.
 */
export async function main(
  rootDir = process.cwd(),
  // What an installed Atrium (packages/atrium) serves from elsewhere than the repository's layout.
  overrides: Partial<Pick<AtriumConfig, 'webRoot' | 'docsRoot'>> = {},
): Promise<void> {
  const signal = stopSignal();
  let atrium;
  let log;
  try {
    // At a terminal a person reads the output: a line per request would bury the URL and the
    // setup link, so request lines are debug there. A service's log keeps them at info.
    const config = {
      ...loadConfig(process.env, rootDir),
      ...overrides,
      requestLogLevel: process.stdout.isTTY ? ('debug' as const) : ('info' as const),
    };
    log = createLogger(config.logLevel);
    atrium = await startAtrium(config, log);
  } catch (error) {
    const message =
      error instanceof PortInUseError
        ? error.message
        : `Atrium failed to start: ${(error as Error).message}`;
    console.error(`\n  ${message}\n`);
    process.exitCode = 1;
    return;
  }
  if (!signal.received()) {
    console.log(`\n  Atrium is running at ${atrium.url}\n  Press Ctrl-C to stop.\n`);
    if (atrium.setupUrl) {
      // The console is the one place only the person who started Atrium can read.
      console.log(`  No account exists yet. Create the owner here (the link works once):`);
      console.log(`  ${atrium.setupUrl}\n`);
    }
  }

  log.info({ signal: await signal.next }, 'shutting down');
  await atrium.stop();
  console.log('  Atrium stopped.');
}
