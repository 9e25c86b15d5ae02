import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a `.gz` beside every compressible file of a build, once, at build time, so the server
 * sends compressed bytes without compressing on every request (serveStatic's `precompressed`).
 */
export function compressAssets(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compressAssets(path);
    else if (COMPRESSIBLE.test(entry.name))
      writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }));
  }
}
