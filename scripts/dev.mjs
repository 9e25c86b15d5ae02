// `pnpm dev`: the API on PORT (8000) and Vite with hot reload on 5173, proxying API paths to it.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ROOT } from './lib/paths.mjs';
import { PNPM } from './lib/run.mjs';

await ensureDependencies();
const api = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, stdio: 'inherit' });
const web = spawn(PNPM[0], [...PNPM.slice(1), '--filter', '@atrium/core', 'dev'], {
  cwd: ROOT,
  stdio: 'inherit',
});
const stop = () => {
  api.kill('SIGINT');
  web.kill('SIGINT');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
api.once('exit', () => web.kill('SIGINT'));
