-- Up Migration
-- The S3 protocol's multipart uploads (`/storage/v1/s3`), in the platform database as the storage
-- credentials are: an upload is not an object (no storage policy reads it, and only an access
-- key's `service_role` makes one), the job that removes stale ones finds them across every project
-- here, and an upload never outlives its completion, which writes the object's row through the
-- storage service's one upload path into the project's `storage.objects`. Parts' bytes live in the
-- byte store under the project's prefix; `state` keeps a completion and an abort from taking the
-- same upload, and only an `open` upload takes parts.
CREATE TABLE s3_multipart_uploads (
  id uuid PRIMARY KEY,
  project_ref text NOT NULL REFERENCES projects (ref) ON DELETE CASCADE,
  bucket_id text NOT NULL,
  name text NOT NULL,
  mime_type text NOT NULL,
  cache_control text NOT NULL,
  user_metadata jsonb,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'completing', 'aborting')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX s3_multipart_uploads_created_at_idx ON s3_multipart_uploads (created_at);
CREATE TABLE s3_multipart_parts (
  upload_id uuid NOT NULL REFERENCES s3_multipart_uploads (id) ON DELETE CASCADE,
  part_number integer NOT NULL CHECK (part_number BETWEEN 1 AND 10000),
  version uuid NOT NULL,
  size bigint NOT NULL,
  etag text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, part_number)
);

-- Down Migration
DROP TABLE s3_multipart_parts;
DROP TABLE s3_multipart_uploads;
