-- Up Migration
-- The version of each server module's project schema applied to each project's database: a
-- module's schema is applied again (by the project's own role) when its declared version is
-- higher than the one recorded here, under an advisory lock so one instance does it.
CREATE TABLE module_project_schemas (
  module text NOT NULL,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (module, project_id)
);

-- Down Migration
DROP TABLE module_project_schemas;
