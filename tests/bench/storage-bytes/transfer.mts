// Measuring helpers for byte transfers (a store's put and get, a plain file copy, the HTTP API's
// uploads and downloads): the source file, the time of one transfer, and the memory it took.
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { residentBytes, sampleResident } from '../table-csv/api-process.mjs';

export const MB = 1024 * 1024;

/**
 * The size the benchmarks move, in MiB: 1024 (1 GB) unless `ATRIUM_BENCH_TRANSFER_MB` asks for
 * less (or more), for a quick run.
 */
export function transferMegabytes(): number {
  const asked = process.env.ATRIUM_BENCH_TRANSFER_MB;
  const megabytes = asked ? Number(asked) : 1024;
  if (!Number.isInteger(megabytes) || megabytes < 1) {
    throw new Error('ATRIUM_BENCH_TRANSFER_MB must be a whole number of MiB, at least 1');
  }
  return megabytes;
}

/** A file of `bytes` of noise in `dir` (one random 8 MiB block repeated: no store compresses). */
export async function makeSourceFile(dir: string, bytes: number): Promise<string> {
  const path = join(dir, 'source.bin');
  const block = randomBytes(8 * MB);
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < bytes; written += block.length) {
      await file.write(block, 0, Math.min(block.length, bytes - written));
    }
  } finally {
    await file.close();
  }
  return path;
}

/** Reads a stream to its end, keeping nothing; resolves to the bytes it carried. */
export async function drain(body: Readable): Promise<number> {
  let bytes = 0;
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  return bytes;
}

export interface Measured<T> {
  readonly value: T;
  readonly ms: number;
  /** This process's peak resident memory during the transfer, less what it was before. */
  readonly memoryGrowth: number;
}

/** Times `transfer` and samples this process's memory (VmRSS every 20 ms) while it runs. */
export async function measure<T>(transfer: () => Promise<T>): Promise<Measured<T>> {
  const before = await residentBytes(process.pid);
  const sampler = sampleResident(process.pid);
  const started = performance.now();
  try {
    const value = await transfer();
    const ms = performance.now() - started;
    return { value, ms, memoryGrowth: Math.max(0, (await sampler.stop()) - before) };
  } catch (error) {
    await sampler.stop();
    throw error;
  }
}

/** MiB per second of `bytes` moved in `ms`. */
export const mibPerSecond = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

/** The middle of the samples (the lower middle of an even count). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
