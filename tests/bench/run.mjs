// `pnpm bench`: runs every `*.bench.mts` in this folder, one after another (so they never compete
// for the machine), each in its own tsx process. Exits non-zero when any benchmark misses its
// target. `pnpm bench startup` runs only the benchmarks whose file name contains "startup".
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

const filters = process.argv.slice(2);
const benches = readdirSync(HERE)
  .filter((name) => name.endsWith('.bench.mts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();
if (benches.length === 0) {
  console.error(`\n  No benchmark in tests/bench matches ${filters.join(', ')}\n`);
  process.exit(1);
}

/** Runs one benchmark with its output shown live; resolves to its exit code and last line. */
function runBench(name) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [join(HERE, name)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const lines = output.trim().split('\n');
      resolve({ code: code ?? (signal ? 1 : 0), last: lines[lines.length - 1] ?? '' });
    });
  });
}

// Ctrl-C reaches the benchmarks too (same process group); wait for them to clean up and report.
process.on('SIGINT', () => undefined);

const results = [];
for (const name of benches) {
  console.log(`\n> ${name}`);
  const { code, last } = await runBench(name);
  // A benchmark that crashed prints no verdict of its own.
  results.push(
    code === 0 || /\b(PASS|FAIL)$/.test(last) ? last : `${name}: crashed (exit ${code})`,
  );
  if (code !== 0) process.exitCode = 1;
}
console.log(`\nSummary:\n${results.map((line) => `  ${line}`).join('\n')}`);
