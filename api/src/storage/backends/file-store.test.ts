import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStore } from './file-store.js';

describe('the file-system byte store', () => {
  let stateDir: string;
  let store: FileStore;
  const put = (key: string, body: Readable) => store.put(key, body, { contentType: 'text/plain' });

  beforeEach(async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    store = new FileStore(stateDir);
  });
  afterEach(() => rm(stateDir, { recursive: true, force: true }));

  it('stores, reads whole and by range, copies, lists and deletes', async () => {
    const stored = await put('ref/bucket/a/b.txt/v1', Readable.from(['hello ', 'world']));
    expect(stored).toMatchObject({ size: 11, etag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"' });
    expect(await text((await store.get('ref/bucket/a/b.txt/v1')).body)).toBe('hello world');
    expect(await text((await store.get('ref/bucket/a/b.txt/v1', { start: 6 })).body)).toBe('world');
    expect(await store.head('ref/bucket/a/b.txt/v1')).toMatchObject({ etag: stored.etag });
    await store.copy('ref/bucket/a/b.txt/v1', 'ref/bucket/c.txt/v2');
    const keys: string[] = [];
    for await (const key of store.list('ref/')) keys.push(key);
    expect(keys.sort()).toEqual(['ref/bucket/a/b.txt/v1', 'ref/bucket/c.txt/v2']);
    await store.delete(['ref/bucket/a/b.txt/v1', 'ref/none']);
    expect(await store.head('ref/bucket/a/b.txt/v1')).toBeUndefined();
  });

  it('leaves nothing readable, not even a temporary file, when the body fails', async () => {
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(put('ref/bucket/x/v1', failing)).rejects.toThrow('connection lost');
    expect(await store.head('ref/bucket/x/v1')).toBeUndefined();
    expect(await readdir(path.join(stateDir, 'storage', 'ref', 'bucket', 'x'))).toEqual([]);
  });

  it('refuses keys that would leave its root', async () => {
    for (const key of ['../escape', 'ref/../../escape', '/etc/passwd', 'ref//x', 'a\0b', 'a\\b']) {
      await expect(put(key, Readable.from(['x'])), key).rejects.toThrow('Invalid storage key');
    }
    expect(await readdir(stateDir)).toEqual([]);
  });
});
