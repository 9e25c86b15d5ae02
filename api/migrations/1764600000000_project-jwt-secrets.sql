-- Up Migration
-- Each project's JWT secret: it signs and verifies the project's API keys (`anon`,
-- `service_role`) and its users' tokens. AES-256-GCM ciphertext, like the connection strings: the
-- key never enters the database. Rows are made by the server (the secret is random bytes from
-- Node), at provisioning and, for projects from before this table, at start.
CREATE TABLE project_jwt_secrets (
  project_id bigint PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  secret_encrypted text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE project_jwt_secrets;
