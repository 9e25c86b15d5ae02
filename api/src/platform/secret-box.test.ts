import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = SecretBox.fromSecret('a test secret of enough length');
  const secret = 'postgres://postgres:s3cret@127.0.0.1:5432/postgres';

  it('round-trips, with a fresh nonce every time', () => {
    const a = box.encrypt(secret);
    const b = box.encrypt(secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(box.decrypt(a)).toBe(secret);
  });

  it('refuses a tampered value and a wrong key', () => {
    const sealed = box.encrypt(secret);
    // One bit of the ciphertext flipped. (Changing its last characters could change only the
    // unused bits of the last base64url character, and decode to the same bytes.)
    const [version, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    const tampered = [version, iv, tag, flipped.toString('base64url')].join(':');
    expect(() => box.decrypt(tampered)).toThrow();
    expect(() => SecretBox.fromSecret('another secret, also long').decrypt(sealed)).toThrow();
    expect(() => box.decrypt('plain text')).toThrow(/Not a value sealed/);
  });

  it('derives a key per purpose, the same from the same secret, unlike the others', () => {
    const again = SecretBox.fromSecret('a test secret of enough length');
    const other = SecretBox.fromSecret('another secret, also long');
    const key = Buffer.from(box.deriveKey('tokens'));
    expect(key).toHaveLength(32);
    expect(Buffer.from(again.deriveKey('tokens')).equals(key)).toBe(true);
    expect(Buffer.from(box.deriveKey('other use')).equals(key)).toBe(false);
    expect(Buffer.from(other.deriveKey('tokens')).equals(key)).toBe(false);
  });

  it('refuses short secrets', () => {
    expect(() => SecretBox.fromSecret('short')).toThrow(/at least 16/);
  });

  it('generates a private key file once and reuses it', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'atrium-key-')), 'secret.key');
    const first = await SecretBox.load(undefined, file);
    const key = await readFile(file, 'utf8');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await SecretBox.load(undefined, file);
    expect(await readFile(file, 'utf8')).toBe(key);
    expect(second.decrypt(first.encrypt(secret))).toBe(secret);
  });
});
