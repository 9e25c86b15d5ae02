import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import {
  centralDirectory,
  dataDescriptor,
  localHeader,
  ZIP_MAX_BYTES,
  type WrittenEntry,
} from './zip-format.js';

/** A file to put in the zip: its path inside it, and its bytes opened when its turn comes. */
export interface ZipSource {
  readonly name: string;
  readonly modified: Date;
  /** Opens the file's bytes; undefined when it has gone since it was listed (left out). */
  readonly open: () => Promise<Readable | undefined>;
}

/**
 * The zip of `sources`, chunk by chunk: each file's bytes pass through as they are read, so only
 * the chunks in flight and the central directory (a few dozen bytes per entry) are in memory.
 * Up to `ahead` files are opened before their turn, so the next store read is under way while
 * one is written. A read that fails part-way throws: the answer is then cut off, never a zip
 * with a wrong file in it.
 */
export async function* zipStream(
  sources: readonly ZipSource[],
  ahead: number,
): AsyncGenerator<Buffer> {
  const written: WrittenEntry[] = [];
  let offset = 0;
  const opened: Promise<Readable | undefined>[] = [];
  const openNext = () => {
    const next = sources[opened.length];
    if (next) opened.push(next.open());
  };
  for (let i = 0; i < ahead; i += 1) openNext();
  /** The sources read to their end (or left out). */
  let done = 0;
  try {
    for (const [index, source] of sources.entries()) {
      const body = await opened[index]!;
      openNext();
      if (!body) {
        done += 1;
        continue;
      }
      const name = Buffer.from(source.name, 'utf8');
      const header = localHeader(name, source.modified);
      const start = offset;
      yield header;
      offset += header.length;
      let crc = 0;
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        crc = crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
      offset += size;
      const descriptor = dataDescriptor(crc, size);
      yield descriptor;
      offset += descriptor.length;
      if (offset > ZIP_MAX_BYTES) throw new Error('The zip grew past 4 GiB');
      written.push({ name, modified: source.modified, crc, size, offset: start });
      done += 1;
    }
    yield centralDirectory(written, offset);
  } finally {
    // Files opened ahead and never read (the client left, or a read failed) are closed.
    for (const pending of opened.slice(done)) {
      void pending.then((body) => body?.destroy()).catch(() => undefined);
    }
  }
}
