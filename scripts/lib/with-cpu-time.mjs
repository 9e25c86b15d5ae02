// `node with-cpu-time.mjs <file> <command> [args...]`: runs the command with this process's
// output, then writes to <file> the CPU time the command and everything it started used
// (`{"cpuMs": 123456}`, or `{}` where there is no /proc), and exits with the command's code.
// `npm test` runs each step through it: the step's wall time says how long it took, its CPU time
// what it cost the steps beside it. Only what was waited for counts: a process killed without
// being waited for (the e2e run's Chromium, which Playwright kills as its Vitest worker exits,
// about 350 s of CPU in a whole run, by `perf`) is left out.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { endedChildrenCpuMs } from './cpu-time.mjs';

const [file, command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
// A Ctrl-C reaches the command itself (one process group): the wrapper waits for it to end. A
// SIGTERM is sent to the wrapper alone, and passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.once('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => {
  writeFileSync(file, JSON.stringify({ cpuMs: endedChildrenCpuMs() }));
  process.exit(code ?? (signal ? 1 : 0));
});
