-- The roles every project database's API impersonates. Roles belong to the whole server, not
-- to one database: hosted mode runs this as the projects server's role before it bootstraps a
-- new project as the project's own role, which may not create roles.

SELECT pg_advisory_xact_lock(hashtext('atrium.project-bootstrap'));

DO $api_roles$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'service_role') THEN
    CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
  -- What a Read-only member's SQL runs as: it may only read (bootstrap.sql grants it SELECT on
  -- what each project's role owns), and sees every row, as the grid shows them to that member.
  -- pg_read_all_data would do, but it reads pg_authid too.
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'atrium_read_only') THEN
    CREATE ROLE atrium_read_only NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
END
$api_roles$;
