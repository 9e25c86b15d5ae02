-- What the product assumes every project database has. Runs at every start, so each statement is
-- idempotent, and it never drops or replaces anything a user may have changed: missing objects
-- are created, existing ones are left alone.

SELECT pg_advisory_xact_lock(hashtext('atrium.project-bootstrap'));

-- The API roles (anon, authenticated, service_role) are made by api-roles.sql, which runs first.
DO $bootstrap$
BEGIN
  -- The dashboard impersonates these roles with SET ROLE, which needs membership unless we are a
  -- superuser (an external DATABASE_URL may not be). A hosted project's own role was made a
  -- member when it was created, and may not grant the roles itself.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT (pg_has_role(current_user, 'anon', 'MEMBER')
              AND pg_has_role(current_user, 'authenticated', 'MEMBER')
              AND pg_has_role(current_user, 'service_role', 'MEMBER')
              AND pg_has_role(current_user, 'atrium_read_only', 'MEMBER')) THEN
    EXECUTE format('GRANT anon, authenticated, service_role, atrium_read_only TO %I',
      current_user);
  END IF;
END
$bootstrap$;

CREATE SCHEMA IF NOT EXISTS auth;
CREATE SCHEMA IF NOT EXISTS storage;
CREATE SCHEMA IF NOT EXISTS realtime;
CREATE SCHEMA IF NOT EXISTS extensions;
GRANT USAGE ON SCHEMA auth, storage, realtime, extensions TO anon, authenticated, service_role;

-- JWT helpers for policies. They read the claims the API sets with
-- set_config('request.jwt.claims', ...) while impersonating a role.
DO $helpers$
BEGIN
  IF to_regprocedure('auth.jwt()') IS NULL THEN
    CREATE FUNCTION auth.jwt() RETURNS jsonb LANGUAGE sql STABLE AS $fn$
      SELECT coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
    $fn$;
  END IF;
  IF to_regprocedure('auth.uid()') IS NULL THEN
    CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS $fn$
      SELECT nullif(auth.jwt() ->> 'sub', '')::uuid
    $fn$;
  END IF;
  IF to_regprocedure('auth.role()') IS NULL THEN
    CREATE FUNCTION auth.role() RETURNS text LANGUAGE sql STABLE AS $fn$
      SELECT nullif(auth.jwt() ->> 'role', '')
    $fn$;
  END IF;
END
$helpers$;
GRANT EXECUTE ON FUNCTION auth.jwt(), auth.uid(), auth.role() TO anon, authenticated, service_role;

DO $storage$
BEGIN
  IF to_regclass('storage.buckets') IS NULL THEN
    CREATE TABLE storage.buckets (
      id text PRIMARY KEY,
      name text NOT NULL UNIQUE,
      owner uuid,
      public boolean NOT NULL DEFAULT false,
      file_size_limit bigint,
      allowed_mime_types text[],
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE storage.buckets ENABLE ROW LEVEL SECURITY;
  END IF;
  IF to_regclass('storage.objects') IS NULL THEN
    CREATE TABLE storage.objects (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bucket_id text NOT NULL REFERENCES storage.buckets (id),
      name text NOT NULL,
      owner uuid,
      metadata jsonb,
      path_tokens text[] GENERATED ALWAYS AS (string_to_array(name, '/')) STORED,
      version text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_accessed_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (bucket_id, name)
    );
    ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;
  END IF;
  IF to_regclass('realtime.messages') IS NULL THEN
    CREATE TABLE realtime.messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      topic text NOT NULL,
      extension text NOT NULL,
      event text,
      payload jsonb,
      private boolean NOT NULL DEFAULT false,
      inserted_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE realtime.messages ENABLE ROW LEVEL SECURITY;
  END IF;
END
$storage$;
GRANT SELECT, INSERT, UPDATE, DELETE ON storage.buckets, storage.objects, realtime.messages
  TO authenticated, service_role;

-- The API roles' privileges on the public schema, as the hosted platform sets them: every table,
-- sequence and function there is usable by anon, authenticated and service_role, so RLS policies
-- (not missing grants) decide what each role sees. Default privileges belong to the role that
-- creates the objects: postgres, and the role Atrium connects as (an external DATABASE_URL may
-- use another one). They are set once per creator, the first time this runs, together with the
-- grants on what public already holds; from then on the default privileges naming an API role
-- are the mark that it was done, so a later REVOKE by the user is never undone by a restart.
DO $api_grants$
DECLARE
  creator name;
  first_time boolean := false;
BEGIN
  IF to_regnamespace('public') IS NULL THEN
    RETURN; -- the user dropped it: nothing to grant on
  END IF;
  FOR creator IN
    SELECT DISTINCT rolname FROM pg_roles
     WHERE rolname IN ('postgres', current_user)
       -- Setting another role's default privileges needs membership in it (or a superuser).
       AND pg_has_role(current_user, oid, 'MEMBER')
  LOOP
    IF NOT EXISTS (
      SELECT 1
        FROM pg_default_acl d, aclexplode(d.defaclacl) a
       WHERE d.defaclnamespace = 'public'::regnamespace
         AND d.defaclrole = (SELECT oid FROM pg_roles WHERE rolname = creator)
         AND a.grantee IN (SELECT oid FROM pg_roles
                            WHERE rolname IN ('anon', 'authenticated', 'service_role'))
    ) THEN
      first_time := true;
      EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public '
        'GRANT ALL ON TABLES TO anon, authenticated, service_role', creator);
      EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public '
        'GRANT ALL ON SEQUENCES TO anon, authenticated, service_role', creator);
      EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA public '
        'GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role', creator);
    END IF;
  END LOOP;
  IF first_time THEN
    -- Objects the role does not own are skipped with a warning, not an error.
    GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
    GRANT ALL ON ALL TABLES IN SCHEMA public TO anon, authenticated, service_role;
    GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO anon, authenticated, service_role;
    GRANT ALL ON ALL FUNCTIONS IN SCHEMA public TO anon, authenticated, service_role;
  END IF;
END
$api_grants$;

-- What a Read-only member's SQL may read (it runs as atrium_read_only): the schemas this role
-- owns, and their tables, views and sequences, now and as they are made (default privileges).
-- Set once, the first time this runs; the default privileges naming atrium_read_only are the
-- mark, so a later REVOKE by the user is never undone by a restart.
DO $read_only_grants$
DECLARE
  owned name;
BEGIN
  IF EXISTS (
    SELECT 1
      FROM pg_default_acl d, aclexplode(d.defaclacl) a
     WHERE d.defaclrole = (SELECT oid FROM pg_roles WHERE rolname = current_user)
       AND a.grantee = (SELECT oid FROM pg_roles WHERE rolname = 'atrium_read_only')
  ) THEN
    RETURN;
  END IF;
  ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO atrium_read_only;
  ALTER DEFAULT PRIVILEGES GRANT SELECT ON SEQUENCES TO atrium_read_only;
  ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO atrium_read_only;
  FOR owned IN
    SELECT nspname FROM pg_namespace
     WHERE pg_has_role(current_user, nspowner, 'USAGE')
       AND nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'
  LOOP
    -- Objects the role does not own are skipped with a warning, not an error.
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO atrium_read_only', owned);
    EXECUTE format('GRANT SELECT ON ALL TABLES IN SCHEMA %I TO atrium_read_only', owned);
    EXECUTE format('GRANT SELECT ON ALL SEQUENCES IN SCHEMA %I TO atrium_read_only', owned);
  END LOOP;
END
$read_only_grants$;
