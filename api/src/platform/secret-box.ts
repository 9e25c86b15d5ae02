import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const VERSION = 'v1';

/**
 * Encrypts secrets (project connection strings) at rest with AES-256-GCM. The authentication tag
 * means a tampered or wrongly keyed value fails loudly instead of decrypting to garbage.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** Any passphrase or random string works; it is stretched to a 256-bit key. */
  static fromSecret(secret: string): SecretBox {
    if (secret.length < 16) throw new Error('ATRIUM_SECRET_KEY must be at least 16 characters');
    return new SecretBox(createHash('sha256').update(secret).digest());
  }

  /**
   * The key from ATRIUM_SECRET_KEY when set (needed when several API instances share a platform
   * database), otherwise one generated on first start and kept, private, in the state folder.
   */
  static async load(secret: string | undefined, keyFile: string): Promise<SecretBox> {
    if (secret) return SecretBox.fromSecret(secret);
    const existing = await readFile(keyFile, 'utf8').catch(() => undefined);
    if (existing) return SecretBox.fromSecret(existing.trim());
    const generated = randomBytes(32).toString('base64url');
    await mkdir(dirname(keyFile), { recursive: true });
    await writeFile(keyFile, generated, { mode: 0o600, flag: 'wx' }).catch(async () => {
      // Another process generated it between our read and write: use theirs.
    });
    return SecretBox.fromSecret((await readFile(keyFile, 'utf8')).trim());
  }

  /**
   * A 256-bit key for another use (signing access tokens), derived with HKDF so that it reveals
   * nothing of this one, and the same on every instance that shares the secret.
   */
  deriveKey(purpose: string): Uint8Array {
    return new Uint8Array(hkdfSync('sha256', this.key, Buffer.alloc(0), purpose, 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join(':');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('Not a value sealed by this version of Atrium');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
