-- Up Migration
-- The platform database: who the projects belong to and how to reach them. Later migrations add
-- users, sessions, saved content, log collections and backup records.

CREATE TABLE organizations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  name text NOT NULL CHECK (length(trim(name)) > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ref text NOT NULL UNIQUE CHECK (ref ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  -- AES-256-GCM ciphertext of the connection string; the key never enters the database.
  connection_string_encrypted text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE_HEALTHY',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX projects_organization_id_idx ON projects (organization_id);

-- Deployment-wide settings as JSON values, keyed by name.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE settings;
DROP TABLE projects;
DROP TABLE organizations;
