-- Up Migration
-- A project's warehouse access tokens: what an application sends log events to the ingest
-- surface with (`Authorization: Bearer atr_wh_...`). Only the token's SHA-256 digest is kept, as
-- for personal access tokens: it is shown once, when made. Revoking one deletes its row.
CREATE TABLE warehouse_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  description text NOT NULL CHECK (length(trim(description)) BETWEEN 1 AND 100),
  token_hash text NOT NULL UNIQUE,
  -- The token's first characters, so a list can tell tokens apart without holding them.
  token_alias text NOT NULL,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX warehouse_tokens_project_id_idx ON warehouse_tokens (project_id);

-- Down Migration
DROP TABLE warehouse_tokens;
