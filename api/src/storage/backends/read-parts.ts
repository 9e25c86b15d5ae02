import type { Readable } from 'node:stream';

/**
 * The body in parts of exactly `partSize` bytes (the last one shorter, and none for an empty
 * body), read as the consumer asks for them, so at most one part is held besides the ones the
 * consumer keeps. A body that errors makes the iteration throw that error.
 */
export async function* readParts(body: Readable, partSize: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let held = 0;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    let rest = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (held + rest.length >= partSize) {
      const take = partSize - held;
      chunks.push(rest.subarray(0, take));
      yield Buffer.concat(chunks, partSize);
      rest = rest.subarray(take);
      chunks = [];
      held = 0;
    }
    if (rest.length > 0) {
      chunks.push(rest);
      held += rest.length;
    }
  }
  if (held > 0) yield Buffer.concat(chunks, held);
}
