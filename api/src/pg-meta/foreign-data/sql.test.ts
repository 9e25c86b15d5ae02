import { describe, expect, it } from 'vitest';
import { listForeignDataWrappers, listForeignServers } from './sql.js';
import { listVaultSecrets, vaultInstalled } from './vault-sql.js';

describe('foreign data SQL', () => {
  it('reads wrappers and servers from the catalogue with no parameters', () => {
    expect(listForeignDataWrappers()).toMatchObject({ values: [] });
    expect(listForeignDataWrappers().text).toContain('FROM pg_foreign_data_wrapper w');
    expect(listForeignServers().text).toContain('JOIN pg_foreign_data_wrapper w');
  });

  it('checks for the vault before reading it, and never lists secret values', () => {
    expect(vaultInstalled().text).toContain(`to_regclass('vault.secrets')`);
    expect(listVaultSecrets().text).not.toMatch(/s\.secret\b/);
  });
});
