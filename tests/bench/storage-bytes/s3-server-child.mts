import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const TSX = join(HERE, '..', '..', '..', 'node_modules', '.bin', 'tsx');

export interface S3ServerChild {
  readonly endpoint: string;
  readonly bucket: string;
  stop(): Promise<void>;
}

/** Starts `s3-server-process.mts` and resolves once it listens. */
export async function startS3ServerChild(): Promise<S3ServerChild> {
  const child = spawn(TSX, [join(HERE, 's3-server-process.mts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    exited.then(() => Promise.reject(new Error('the S3 server process exited before listening'))),
  ])) as [string];
  const { endpoint, bucket } = JSON.parse(first) as { endpoint: string; bucket: string };
  return {
    endpoint,
    bucket,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
