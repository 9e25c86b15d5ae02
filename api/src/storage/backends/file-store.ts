import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  StoredObjectMissing,
  type ByteRange,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from './object-store.js';
import { removeAbandonedWrites, TEMPORARY_PREFIX } from './abandoned-writes.js';

/** Each object's tag sits beside it in a file of this prefix, so reads need not hash the bytes. */
const ETAG_PREFIX = '.etag-';

/**
 * The default byte store: files under `{stateDir}/storage`, one per key. A put streams into a
 * temporary file in the key's own folder, fsyncs it, then renames it into place, so a reader sees
 * the whole object or none. Keys are checked so that none can name a path outside the root.
 */
export class FileStore implements ObjectStore {
  readonly kind = 'file';
  private readonly root: string;

  constructor(stateDir: string) {
    this.root = path.resolve(stateDir, 'storage');
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `${TEMPORARY_PREFIX}${randomUUID()}`);
    const digest = createHash('md5');
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      digest.update(chunk);
      size += chunk.length;
    });
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx' }), {
        signal: options.signal,
      });
      const handle = await open(temporary, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      const etag = `"${digest.digest('hex')}"`;
      await writeFile(etagPathOf(target), etag);
      await rename(temporary, target);
      const written = await stat(target);
      return { size, etag, lastModified: written.mtime };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable; object: StoredObject }> {
    const object = await this.head(key);
    if (!object) throw new StoredObjectMissing(key);
    const body = createReadStream(
      this.pathOf(key),
      range ? { start: range.start, end: range.end } : undefined,
    );
    return { body, object };
  }

  async head(key: string): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    const found = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!found?.isFile()) return undefined;
    const etag = await readFile(etagPathOf(file), 'utf8').catch(() => undefined);
    return { size: found.size, etag: etag ?? (await etagOf(file)), lastModified: found.mtime };
  }

  async copy(from: string, to: string): Promise<StoredObject> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    if (!(await this.head(from))) throw new StoredObjectMissing(from);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `${TEMPORARY_PREFIX}${randomUUID()}`);
    try {
      await copyFile(source, temporary);
      await copyFile(etagPathOf(source), etagPathOf(target)).catch(() => undefined);
      const handle = await open(temporary, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const copied = await this.head(to);
    if (!copied) throw new StoredObjectMissing(to);
    return copied;
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const file = this.pathOf(key);
      await rm(file, { force: true });
      await rm(etagPathOf(file), { force: true });
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    const start = this.pathOf(prefix.replace(/\/+$/, '') || '.');
    yield* this.walk(start);
  }

  /** The temporary files of puts a crash cut mid-write, last written before `before`. */
  removeAbandonedWrites(before: Date): Promise<number> {
    return removeAbandonedWrites(this.root, before);
  }

  async reachable(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      return true;
    } catch {
      return false;
    }
  }

  private async *walk(folder: string): AsyncIterable<string> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* this.walk(full);
      else if (entry.isFile() && !entry.name.startsWith('.')) {
        yield path.relative(this.root, full).split(path.sep).join('/');
      }
    }
  }

  /** The file of `key`; throws for a key that is empty, absolute, or climbs out of the root. */
  private pathOf(key: string): string {
    if (key === '.') return this.root;
    const parts = key.split('/');
    const unsafe =
      key.length === 0 ||
      key.includes('\0') ||
      key.includes('\\') ||
      parts.some((part) => part === '' || part === '.' || part === '..');
    const resolved = path.resolve(this.root, ...parts);
    if (unsafe || !resolved.startsWith(`${this.root}${path.sep}`)) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return resolved;
  }
}

const etagPathOf = (file: string) =>
  path.join(path.dirname(file), `${ETAG_PREFIX}${path.basename(file)}`);

/** The MD5 of the file's bytes, quoted: what `put` answered for it. */
async function etagOf(file: string): Promise<string> {
  const digest = createHash('md5');
  await pipeline(createReadStream(file), digest);
  return `"${digest.digest('hex')}"`;
}
