-- Up Migration
-- Who belongs to which organization and in what role, the invitations that bring members in, and
-- the audit log of every change made through the API.
--
-- Users live in the `users` table of the account migration (1763900000000_auth-accounts). Members
-- and invitations refer to a user by id only; the foreign key is added only when that table
-- exists, so this migration runs with or without it. MERGE NOTE: once the account migration is
-- in the tree, `users` always exists here and the foreign keys are always made.

CREATE TABLE organization_members (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'administrator', 'developer', 'read_only')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);

-- "Which organizations is this user in": the lookup behind every signed-in request.
CREATE INDEX organization_members_user_id_idx ON organization_members (user_id);

CREATE TABLE invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND position('@' IN email) > 1),
  role text NOT NULL CHECK (role IN ('owner', 'administrator', 'developer', 'read_only')),
  -- SHA-256 of the one-time token, hex; the token itself is shown once, in the link.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX invitations_organization_id_idx ON invitations (organization_id);

-- Never a request body, a query string or a secret: who, from where, which route, on what, and
-- how it ended.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- NULL: the local user (a request from this machine before sign-in is wired).
  actor_user_id uuid,
  actor_address text,
  method text NOT NULL,
  -- The matched route's pattern (`/platform/pg-meta/:ref/tables/:id`), NULL when none matched.
  route text,
  -- The route's path parameters, and the project and organization they name, for filtering.
  target jsonb NOT NULL DEFAULT '{}',
  project_ref text,
  organization_slug text,
  status smallint NOT NULL,
  request_id text
);

CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at DESC, id DESC);
CREATE INDEX audit_log_project_ref_idx ON audit_log (project_ref, at DESC, id DESC);
CREATE INDEX audit_log_organization_slug_idx ON audit_log (organization_slug, at DESC, id DESC);

DO $$
BEGIN
  IF to_regclass('users') IS NOT NULL THEN
    ALTER TABLE organization_members
      ADD CONSTRAINT organization_members_user_id_fkey
      FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
    ALTER TABLE invitations
      ADD CONSTRAINT invitations_invited_by_fkey
      FOREIGN KEY (invited_by) REFERENCES users (id) ON DELETE SET NULL;
    ALTER TABLE invitations
      ADD CONSTRAINT invitations_accepted_by_fkey
      FOREIGN KEY (accepted_by) REFERENCES users (id) ON DELETE SET NULL;
    -- The audit log keeps its rows when a user is deleted: who did it stays on record.
  END IF;
END
$$;

-- Down Migration
DROP TABLE audit_log;
DROP TABLE invitations;
DROP TABLE organization_members;
