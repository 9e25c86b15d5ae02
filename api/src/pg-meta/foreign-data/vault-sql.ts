import type { BoundQuery } from '../shared/sql-params.js';

/** A vault secret's metadata; the secret itself is never listed. */
export interface VaultSecret {
  id: string;
  name: string | null;
  description: string | null;
  key_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Whether the project has the vault: a `vault` schema with a `secrets` table. */
export function vaultInstalled(): BoundQuery {
  return {
    text: `SELECT to_regclass('vault.secrets') IS NOT NULL AS installed`,
    values: [],
  };
}

export function listVaultSecrets(): BoundQuery {
  return {
    text: `
  SELECT s.id, s.name, s.description, s.key_id, s.created_at, s.updated_at
    FROM vault.secrets s
   ORDER BY s.created_at, s.id`,
    values: [],
  };
}
