-- Up Migration
-- Log events applications send to the ingest surface (`POST /ingest/v1/{ref}/events`) with a
-- warehouse access token: the project they came for, when they say they happened (`timestamp`,
-- when they were received if they do not say), their message and metadata as sent, and when
-- Atrium received them. Reports and logs read them.
CREATE TABLE log_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  "timestamp" timestamptz NOT NULL,
  event_message text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX log_events_project_id_timestamp_idx ON log_events (project_id, "timestamp" DESC);

-- Down Migration
DROP TABLE log_events;
