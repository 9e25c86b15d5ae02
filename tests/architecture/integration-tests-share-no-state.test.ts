import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './plugin-sources.js';
import { sharedGraphViolations, testFilesUnder } from './shared-module-graph.js';

/*
 * docs/architecture/testing.md: the `integration` project runs its files in one module graph per
 * worker (`isolate: false`), as `unit` does. A module mock or fake timers one file leaves on would
 * reach the files after it in its worker, so they are ruled out here.
 */
const integrationTests = () =>
  ['tests/integration', 'tests/harness']
    .flatMap((dir) => testFilesUnder(dir, (path) => path.endsWith('.ts')))
    .sort();

describe('integration tests share no state between files', () => {
  it('finds the integration tests and their harness', () => {
    expect(integrationTests()).toContain('tests/integration/start-command.test.ts');
    expect(integrationTests()).toContain('tests/harness/start-instance.ts');
  });

  it('mocks no module for the files after it and leaves no fake timers running', () => {
    const found = integrationTests().flatMap((file) =>
      sharedGraphViolations(readFileSync(join(ROOT, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});
