-- Up Migration
-- Saved content of a project (spec section 3: SQL snippets, reports): kept by the platform so
-- every instance and every member's browser sees the same items. `visibility` 'user' is seen by
-- its owner alone, 'project' by every member of the project. `version` counts changes of
-- `content`, so a save made over an older text is refused (409) instead of losing the newer one.
CREATE TABLE content_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('sql', 'report')),
  name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 256),
  description text NOT NULL DEFAULT '',
  visibility text NOT NULL CHECK (visibility IN ('user', 'project')),
  content jsonb NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_project_type_idx ON content_items (project_id, type);

-- Favorites are each member's own: one member's star is not another's.
CREATE TABLE content_favorites (
  content_id uuid NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (content_id, user_id)
);

-- Down Migration
DROP TABLE content_favorites;
DROP TABLE content_items;
