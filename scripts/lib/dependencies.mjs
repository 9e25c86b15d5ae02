import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { PNPM, runOrExit } from './run.mjs';

const STAMP = join(ROOT, 'node_modules', '.atrium-install');

/** The workspace's package folders, from the patterns in pnpm-workspace.yaml. */
function workspaceFolders() {
  const workspace = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  return [...workspace.matchAll(/^\s+-\s+(\S+)\s*$/gm)].flatMap(([, pattern]) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** A digest of everything that decides what `pnpm install` would do. */
function manifestDigest() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const folder of workspaceFolders()) files.push(join(folder, 'package.json'));
  for (const file of files) {
    const path = join(ROOT, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

/** Installs the workspace's dependencies unless the last install already matches the manifests. */
export async function ensureDependencies() {
  const digest = manifestDigest();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === digest) return;
  console.log('  Installing dependencies (pnpm install)...');
  await runOrExit(PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  writeFileSync(STAMP, digest);
}
