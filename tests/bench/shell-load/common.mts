// Paths and units shared by the shell-load benchmark's parts.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const DIST = join(ROOT, 'core', 'dist');
export const ASSETS = join(DIST, 'assets');
/** KB as vite's build report counts them: 1000 bytes. */
export const KB = 1000;

export const gzSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const fileOf = (url: string) => new URL(url, 'http://localhost/').pathname.split('/').pop()!;
