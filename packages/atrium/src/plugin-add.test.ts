import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listInConfig, packageNameOf } from './plugin-add.js';

const made: string[] = [];
const folder = () => {
  made.push(mkdtempSync(join(tmpdir(), 'atrium-plugin-add-')));
  return made.at(-1)!;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('atrium plugin add', () => {
  it('reads the package a registry spec names, scoped or not, with or without a version', () => {
    const cwd = folder();
    expect(packageNameOf(cwd, 'acme-notes')).toBe('acme-notes');
    expect(packageNameOf(cwd, 'acme-notes@1.2.3')).toBe('acme-notes');
    expect(packageNameOf(cwd, '@acme/notes')).toBe('@acme/notes');
    expect(packageNameOf(cwd, '@acme/notes@1.2.3')).toBe('@acme/notes');
  });

  it('reads the package a folder holds from its package.json', () => {
    const cwd = folder();
    mkdirSync(join(cwd, 'notes'));
    writeFileSync(join(cwd, 'notes', 'package.json'), '{ "name": "@acme/notes" }');
    expect(packageNameOf(cwd, './notes')).toBe('@acme/notes');
  });

  it('lists packages once in atrium.config.json, keeping what else it says', () => {
    const cwd = folder();
    listInConfig(cwd, ['@acme/notes']);
    const file = join(cwd, 'atrium.config.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ packages: ['@acme/notes'] });
    writeFileSync(file, JSON.stringify({ plugins: ['nav'], packages: ['@acme/notes'] }));
    listInConfig(cwd, ['@acme/notes', '@acme/pets']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      plugins: ['nav'],
      packages: ['@acme/notes', '@acme/pets'],
    });
  });
});
