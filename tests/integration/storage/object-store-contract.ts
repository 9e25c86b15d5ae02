import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { expect, it } from 'vitest';
import {
  StoredObjectMissing,
  type ObjectStore,
} from '../../../api/src/storage/backends/object-store.js';
import { waitFor } from '../../harness/wait-for.js';

/** A made-up project ref per test, so tests of one store never see each other's keys. */
const newRef = () => `p${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const keyIn = (ref: string, name = randomUUID()) => `${ref}/bucket/${name}/v1`;

/** `size` bytes of noise, streamed in 64 KiB chunks, as a request body arrives. */
export function streamOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function listAll(store: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A body that sends `bytes`, then fails as a dropped client connection does. */
export function failingStream(bytes: Buffer, error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw error;
    })(),
  );
}

/**
 * The whole `ObjectStore` contract (`api/src/storage/backends/object-store.ts`), as tests of the current
 * test block, against the store `store()` answers once the block's `beforeAll` made it. Every byte
 * store runs it: `objectStoreContract(() => store)`.
 */
export function objectStoreContract(store: () => ObjectStore): void {
  it('streams a few MB in and out unchanged, with its size and a quoted MD5 tag', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 123);
    const key = keyIn(newRef());
    const written = await store().put(key, streamOf(bytes), { contentType: 'application/pdf' });
    expect(written.size).toBe(bytes.length);
    expect(written.etag).toBe(`"${md5(bytes)}"`);
    expect(written.lastModified).toBeInstanceOf(Date);
    const { body, object } = await store().get(key);
    expect(sha256(await readAll(body))).toBe(sha256(bytes));
    expect(object).toMatchObject({ size: bytes.length, etag: written.etag });
    expect(await store().head(key)).toMatchObject({ size: bytes.length, etag: written.etag });
  });

  it('stores an empty body as an empty object', async () => {
    const key = keyIn(newRef());
    expect(
      (await store().put(key, streamOf(Buffer.alloc(0)), { contentType: 'text/plain' })).size,
    ).toBe(0);
    expect((await readAll((await store().get(key)).body)).length).toBe(0);
  });

  it('reads an inclusive byte range, and the range to the end, telling the whole size', async () => {
    const bytes = randomBytes(200_000);
    const key = keyIn(newRef());
    await store().put(key, streamOf(bytes), { contentType: 'application/octet-stream' });
    const middle = await store().get(key, { start: 1000, end: 1999 });
    expect(await readAll(middle.body)).toEqual(bytes.subarray(1000, 2000));
    expect(middle.object.size).toBe(bytes.length);
    const tail = await store().get(key, { start: bytes.length - 5 });
    expect(await readAll(tail.body)).toEqual(bytes.subarray(bytes.length - 5));
    const one = await store().get(key, { start: 1, end: 1 });
    expect(await readAll(one.body)).toEqual(bytes.subarray(1, 2));
    const whole = await store().get(key, { start: 0 });
    expect(sha256(await readAll(whole.body))).toBe(sha256(bytes));
    expect(whole.object.size).toBe(bytes.length);
  });

  it('answers head of a missing key with undefined, and get of one with StoredObjectMissing', async () => {
    const key = keyIn(newRef());
    expect(await store().head(key)).toBeUndefined();
    await expect(store().get(key)).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it('copies an object to another key, and refuses a missing source with StoredObjectMissing', async () => {
    const bytes = randomBytes(100_000);
    const ref = newRef();
    const from = keyIn(ref);
    const to = keyIn(ref);
    await store().put(from, streamOf(bytes), { contentType: 'image/png' });
    expect(await store().copy(from, to)).toMatchObject({ size: bytes.length });
    expect(sha256(await readAll((await store().get(to)).body))).toBe(sha256(bytes));
    expect(await store().head(from)).toMatchObject({ size: bytes.length });
    await expect(store().copy(keyIn(ref), keyIn(ref))).rejects.toBeInstanceOf(StoredObjectMissing);
  });

  it('deletes keys, those that hold nothing included, and nothing for an empty list', async () => {
    const ref = newRef();
    const kept = keyIn(ref);
    const gone = keyIn(ref);
    for (const key of [kept, gone]) {
      await store().put(key, streamOf(Buffer.from('x')), { contentType: 'text/plain' });
    }
    await store().delete([gone, keyIn(ref), keyIn(newRef())]);
    await store().delete([]);
    expect(await store().head(gone)).toBeUndefined();
    expect(await store().head(kept)).toMatchObject({ size: 1 });
  });

  it('lists every key under a prefix and none beside it', async () => {
    const ref = newRef();
    const inside = ['a', 'b/c', 'd'].map((name) => `${ref}/one/${name}/v1`);
    const beside = [`${ref}/one-more/x/v1`, `${ref}/two/a/v1`];
    for (const key of [...inside, ...beside]) {
      await store().put(key, streamOf(Buffer.from(key)), { contentType: 'text/plain' });
    }
    expect(await listAll(store(), `${ref}/one/`)).toEqual([...inside].sort());
    expect(await listAll(store(), `${ref}/nothing/`)).toEqual([]);
  });

  it('never lists one project’s keys under another’s, even when one ref begins the other', async () => {
    const ref = newRef();
    const mine = keyIn(ref);
    const theirs = keyIn(`${ref}0`);
    for (const key of [mine, theirs]) {
      await store().put(key, streamOf(Buffer.from('x')), { contentType: 'text/plain' });
    }
    expect(await listAll(store(), `${ref}/`)).toEqual([mine]);
    expect(await listAll(store(), `${ref}0/`)).toEqual([theirs]);
  });

  it('leaves nothing at the key when the body errors mid-stream, and rejects with its error', async () => {
    const ref = newRef();
    const key = keyIn(ref);
    const broken = new Error('client went away');
    await expect(
      store().put(key, failingStream(randomBytes(1024 * 1024), broken), {
        contentType: 'text/plain',
      }),
    ).rejects.toBe(broken);
    expect(await store().head(key)).toBeUndefined();
    expect(await listAll(store(), `${ref}/`)).toEqual([]);
  });

  it('leaves nothing at the key when the put is aborted through its signal mid-body', async () => {
    const ref = newRef();
    const key = keyIn(ref);
    const body = new PassThrough();
    const controller = new AbortController();
    const put = store().put(key, body, { contentType: 'text/plain', signal: controller.signal });
    put.catch(() => undefined);
    body.write(randomBytes(1024 * 1024));
    await waitFor(async () => body.readableLength === 0, 10_000);
    controller.abort();
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
    body.destroy();
    expect(await store().head(key)).toBeUndefined();
    expect(await listAll(store(), `${ref}/`)).toEqual([]);
  });

  it('answers reachable() with true while it is up', async () => {
    expect(await store().reachable()).toBe(true);
  });
}
