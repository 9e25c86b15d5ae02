#!/usr/bin/env node
/**
 * `npm create atrium-plugin <folder> [-- --id <id>]`: writes a plugin package (a manifest, a
 * screen, a server route, their tests, tsconfig.json and vitest.config.ts) that typechecks and
 * passes its tests outside Atrium's repository once `npm install` has run.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageJson } from './package-json.mjs';

const TEMPLATE = fileURLToPath(new URL('../template', import.meta.url));
const ID = /^[a-z][a-z0-9-]*$/;

/** The template's id and title, written as the new plugin's. */
const rename = (text, id, title) => text.replaceAll('my-plugin', id).replaceAll('My plugin', title);

function copy(from, to, id, title) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const target = join(to, rename(name, id, title));
    if (statSync(source).isDirectory()) copy(source, target, id, title);
    else writeFileSync(target, rename(readFileSync(source, 'utf8'), id, title));
  }
}

/** Writes the plugin; answers where. */
export function createPlugin(folder, id = basename(resolve(folder))) {
  if (!ID.test(id)) throw new Error(`"${id}" is not a plugin id: lower-case letters, digits, -`);
  const target = resolve(folder);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty`);
  }
  const title = id.charAt(0).toUpperCase() + id.slice(1).replaceAll('-', ' ');
  copy(TEMPLATE, target, id, title);
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(packageJson(id), null, 2)}\n`);
  return target;
}

// Run as a command: npm runs it through a link in node_modules/.bin, hence the real path.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const idAt = args.indexOf('--id');
  const id = idAt >= 0 ? args[idAt + 1] : undefined;
  const folder = args.find((arg, i) => !arg.startsWith('--') && (idAt < 0 || i !== idAt + 1));
  if (!folder) {
    console.error('Usage: npm create atrium-plugin <folder> [-- --id <plugin id>]');
    process.exit(1);
  }
  try {
    const target = createPlugin(folder, id);
    process.stdout.write(`Wrote ${target}\nNext: cd ${folder} && npm install && npm test\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
