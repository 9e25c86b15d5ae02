import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { PortInUseError, startAtrium } from './server.js';

/**
 * `npm start` lands here: start everything, print the URL, and shut down cleanly (Postgres
 * included) on Ctrl-C or SIGTERM.
 */
export async function main(rootDir = process.cwd()): Promise<void> {
  let atrium;
  let log;
  try {
    const config = loadConfig(process.env, rootDir);
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
  console.log(`\n  Atrium is running at ${atrium.url}\n  Press Ctrl-C to stop.\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await atrium.stop();
    console.log('  Atrium stopped.');
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
