// `pnpm dev`: the API (embedded Postgres included) on HOST:PORT, 127.0.0.1:8000 by default, and
// Vite with hot reload on ATRIUM_DEV_PORT (5173), proxying the API paths to the API.
// `pnpm dev -- --plugin <folder>` (repeatable, or ATRIUM_DEV_PLUGINS=<folder>,<folder>) adds the
// plugin package in that folder, outside this repository, as if installed: Vite serves its screens
// with hot reload, and the API reloads its server part on every edit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDependencies } from './lib/dependencies.mjs';
import { devPorts } from './lib/dev-ports.mjs';
import { ROOT } from './lib/paths.mjs';

await ensureDependencies();
const { host, vitePort, apiUrl } = devPorts(process.env);
// Vite's proxy reaches the API from 127.0.0.1 whoever its client is; with this secret, known only
// to the two processes, it names the real client, whom the API then judges (core/vite/api-proxy.ts).
const proxySecret = randomBytes(32).toString('hex');
// Relative to where the command was typed: npm and pnpm run scripts from the root (INIT_CWD).
const typedIn = process.env.INIT_CWD ?? process.cwd();
// `pnpm dev -- --plugin x` passes the `--` on (npm does not): options follow it either way.
const args = process.argv.slice(2).filter((arg, i) => i > 0 || arg !== '--');
const { values } = parseArgs({ args, options: { plugin: { type: 'string', multiple: true } } });
const devPlugins = [
  ...(process.env.ATRIUM_DEV_PLUGINS ?? '').split(',').filter((f) => f.trim()),
  ...(values.plugin ?? []),
].map((folder) => resolve(typedIn, folder.trim()));
const notPackages = devPlugins.filter((folder) => !existsSync(join(folder, 'package.json')));
if (notPackages.length > 0) {
  console.error(`\n  No plugin package (package.json) in ${notPackages.join(', ')}\n`);
  process.exit(1);
}
const devEnv = devPlugins.length > 0 ? { ATRIUM_DEV_PLUGINS: devPlugins.join(',') } : {};

// No web build here: Vite serves the web app from its sources.
const api = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...devEnv, ATRIUM_DEV_PROXY_SECRET: proxySecret },
});
// Vite itself, not `pnpm --filter @atrium/core dev`: one process we signal directly, rather than
// npx, pnpm and a shell that would each have to pass the signal on. core/vite.config.ts reads
// ATRIUM_API_URL; `--strictPort` makes a taken port an error, not a silent move to the next one.
const vite = join(ROOT, 'core', 'node_modules', 'vite', 'bin', 'vite.js');
const web = spawn(process.execPath, [vite, '--host', host, '--port', vitePort, '--strictPort'], {
  cwd: join(ROOT, 'core'),
  stdio: 'inherit',
  env: {
    ...process.env,
    ...devEnv,
    ATRIUM_API_URL: apiUrl,
    ATRIUM_DEV_PROXY_SECRET: proxySecret,
  },
});

const running = new Set([api, web]);
let failed = false;
let stopping = false;
// Once only: a second SIGINT would cut the API's shutdown short and leave Postgres running.
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of running) child.kill('SIGINT');
};
for (const child of running) {
  child.once('exit', (code, signal) => {
    running.delete(child);
    // Stopped by a signal (ours or the terminal's Ctrl-C) is a clean end; anything else (a port in
    // use, a crash) is a failure. Either way the other half stops too.
    if (code !== 0 && signal !== 'SIGINT' && signal !== 'SIGTERM') failed = true;
    stop();
    if (running.size === 0) process.exit(failed ? 1 : 0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
