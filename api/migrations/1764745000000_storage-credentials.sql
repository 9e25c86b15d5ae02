-- Up Migration
-- A project's S3 access keys: what S3 clients sign their requests to `/storage/v1/s3` with
-- (Signature V4). Verifying a signature needs the secret itself, so it is kept sealed with
-- Atrium's secret key (AES-256-GCM, like the connection strings and JWT secrets), never hashed;
-- it is answered once, when made. Revoking a key deletes its row.
CREATE TABLE storage_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  description text NOT NULL CHECK (length(trim(description)) BETWEEN 1 AND 100),
  access_key text NOT NULL UNIQUE,
  secret_key_encrypted text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX storage_credentials_project_id_idx ON storage_credentials (project_id);

-- Down Migration
DROP TABLE storage_credentials;
