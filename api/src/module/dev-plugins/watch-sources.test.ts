import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { watchSources } from './watch-sources.js';

const folder = mkdtempSync(join(tmpdir(), 'atrium-watch-sources-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('calls back once a burst of writes settles, for files in nested folders too', async () => {
  mkdirSync(join(folder, 'data'));
  let changes = 0;
  const stop = watchSources(folder, () => changes++, 50);
  try {
    writeFileSync(join(folder, 'data', 'keys.ts'), 'export const a = 1;');
    writeFileSync(join(folder, 'data', 'keys.ts'), 'export const a = 2;');
    writeFileSync(join(folder, 'server.ts'), 'export default {};');
    await expect.poll(() => changes).toBe(1);
  } finally {
    stop();
  }
});
