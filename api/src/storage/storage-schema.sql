-- The storage service's tables in each project's database, as storage-api keeps them, applied by
-- the project's own role (never a superuser). Every statement is idempotent: a crash between its
-- commit and the record of its version makes it run again.

CREATE SCHEMA IF NOT EXISTS storage;
GRANT USAGE ON SCHEMA storage TO anon, authenticated, service_role;

CREATE TABLE IF NOT EXISTS storage.buckets (
  id text PRIMARY KEY,
  name text NOT NULL,
  owner uuid,
  owner_id text,
  public boolean NOT NULL DEFAULT false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS storage.objects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bucket_id text REFERENCES storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  path_tokens text[] GENERATED ALWAYS AS (string_to_array(name, '/')) STORED,
  version text,
  user_metadata jsonb,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  last_accessed_at timestamptz DEFAULT now()
);
-- The project bootstrap made both tables before this service existed: add what it lacks.
ALTER TABLE storage.buckets ADD COLUMN IF NOT EXISTS owner_id text;
ALTER TABLE storage.objects ADD COLUMN IF NOT EXISTS owner_id text;
ALTER TABLE storage.objects ADD COLUMN IF NOT EXISTS user_metadata jsonb;

CREATE UNIQUE INDEX IF NOT EXISTS bucketid_objname ON storage.objects (bucket_id, name);
CREATE INDEX IF NOT EXISTS name_prefix_search ON storage.objects (name text_pattern_ops);
-- The listing walks a bucket's names in byte order, whatever the database's collation: one probe
-- of this index per entry of the page (objects/list-objects-sql.ts). Added in version 2.
CREATE INDEX IF NOT EXISTS objects_bucket_id_name_bytes ON storage.objects (bucket_id, name COLLATE "C");

ALTER TABLE storage.buckets ENABLE ROW LEVEL SECURITY;
ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;

-- As on the hosted platform: the API roles hold every table privilege and the policies decide.
GRANT ALL ON TABLE storage.buckets, storage.objects TO anon, authenticated, service_role;

-- Bytes whose row is gone (deleted, overwritten, moved, its bucket emptied): written by the same
-- transaction as the row change, so a crash before the bytes are removed leaves a record that
-- the next start finishes. Only the project's own role reads it; no API role has a privilege.
CREATE TABLE IF NOT EXISTS storage.pending_byte_deletions (
  bucket_id text NOT NULL,
  name text NOT NULL,
  version text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bucket_id, name, version)
);
REVOKE ALL ON TABLE storage.pending_byte_deletions FROM anon, authenticated, service_role;

-- Runs as the table's owner (SECURITY DEFINER) so a caller under row-level security, who has no
-- privilege on the pending table, still leaves the record of the bytes its change orphaned.
CREATE OR REPLACE FUNCTION storage.record_orphaned_bytes() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = storage, pg_temp AS $fn$
BEGIN
  IF OLD.version IS NOT NULL AND (TG_OP = 'DELETE'
      OR OLD.bucket_id IS DISTINCT FROM NEW.bucket_id
      OR OLD.name IS DISTINCT FROM NEW.name
      OR OLD.version IS DISTINCT FROM NEW.version) THEN
    INSERT INTO storage.pending_byte_deletions (bucket_id, name, version)
      VALUES (OLD.bucket_id, OLD.name, OLD.version) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;
REVOKE ALL ON FUNCTION storage.record_orphaned_bytes() FROM PUBLIC;
DROP TRIGGER IF EXISTS objects_record_orphaned_bytes ON storage.objects;
CREATE TRIGGER objects_record_orphaned_bytes AFTER UPDATE OR DELETE ON storage.objects
  FOR EACH ROW EXECUTE FUNCTION storage.record_orphaned_bytes();

-- The helpers storage policies use, as storage-api defines them.
CREATE OR REPLACE FUNCTION storage.foldername(name text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  _parts text[];
BEGIN
  SELECT string_to_array(name, '/') INTO _parts;
  RETURN _parts[1:array_length(_parts, 1) - 1];
END
$fn$;

CREATE OR REPLACE FUNCTION storage.filename(name text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  _parts text[];
BEGIN
  SELECT string_to_array(name, '/') INTO _parts;
  RETURN _parts[array_length(_parts, 1)];
END
$fn$;

CREATE OR REPLACE FUNCTION storage.extension(name text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  _parts text[];
  _filename text;
BEGIN
  SELECT string_to_array(name, '/') INTO _parts;
  SELECT _parts[array_length(_parts, 1)] INTO _filename;
  RETURN reverse(split_part(reverse(_filename), '.', 1));
END
$fn$;

GRANT EXECUTE ON FUNCTION storage.foldername(text), storage.filename(text), storage.extension(text)
  TO anon, authenticated, service_role;
