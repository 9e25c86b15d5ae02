import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('ATRIUM_CSV_EXPORT_LIMIT', () => {
  const root = () => mkdtemp(join(tmpdir(), 'atrium-config-'));

  it('defaults to the spec limit of 500,000 rows, and 0 turns it off', async () => {
    expect(loadConfig({}, await root()).csvExportLimit).toBe(500_000);
    expect(loadConfig({ ATRIUM_CSV_EXPORT_LIMIT: '0' }, await root()).csvExportLimit).toBe(0);
    expect(loadConfig({ ATRIUM_CSV_EXPORT_LIMIT: '1000' }, await root()).csvExportLimit).toBe(1000);
  });

  it('names the variable when it is not a whole number of rows', async () => {
    const dir = await root();
    expect(() => loadConfig({ ATRIUM_CSV_EXPORT_LIMIT: 'lots' }, dir)).toThrow(
      /ATRIUM_CSV_EXPORT_LIMIT/,
    );
    expect(() => loadConfig({ ATRIUM_CSV_EXPORT_LIMIT: '-1' }, dir)).toThrow(
      /ATRIUM_CSV_EXPORT_LIMIT/,
    );
  });
});
