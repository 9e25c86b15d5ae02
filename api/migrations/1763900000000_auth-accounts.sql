-- Up Migration
-- Atrium's own accounts, served at /auth/v1 in the GoTrue protocol (docs/architecture/auth.md).
-- Secrets are never stored as given: passwords as scrypt hashes, tokens and recovery codes as
-- SHA-256 digests (they are long random strings), TOTP secrets sealed with the secret key.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased and trimmed, so one address is one account whatever its spelling.
  email text NOT NULL UNIQUE CHECK (email = lower(trim(email)) AND email LIKE '%_@_%'),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);

-- One sign-in: its assurance level and how it was reached. Deleting the row signs it out; every
-- access token names its session, and is refused once the row is gone.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
  -- [{ "method": "password" | "totp" | "recovery_code", "timestamp": unix seconds }]
  amr jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- A session's refresh tokens are one family: each is used once, and a used one presented again
-- means it was stolen, so the whole session goes.
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

CREATE TABLE mfa_factors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friendly_name text,
  factor_type text NOT NULL DEFAULT 'totp' CHECK (factor_type = 'totp'),
  status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
  secret_encrypted text NOT NULL,
  -- The last 30-second time step whose code was accepted: a code is never accepted twice.
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, friendly_name)
);
CREATE INDEX mfa_factors_user_id_idx ON mfa_factors (user_id);

CREATE TABLE mfa_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  factor_id uuid NOT NULL REFERENCES mfa_factors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX mfa_challenges_factor_id_idx ON mfa_challenges (factor_id);

CREATE TABLE recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_user_id_idx ON recovery_codes (user_id);

-- Printed at the first start when no account exists; valid until one is used.
CREATE TABLE setup_tokens (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Personal access tokens for scripts (`Authorization: Bearer atr_pat_...`): shown once, kept as
-- a digest, revocable by deleting the row.
CREATE TABLE personal_access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
  token_hash text NOT NULL UNIQUE,
  -- The token's first characters, so a list can tell tokens apart without holding them.
  token_alias text NOT NULL,
  expires_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_access_tokens_user_id_idx ON personal_access_tokens (user_id);

-- Failed sign-ins, per account and per address, for the rate limit. Keys are SHA-256 digests so
-- that whatever an attacker types is stored at a fixed size.
CREATE TABLE sign_in_failures (
  key_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_key_at_idx ON sign_in_failures (key_hash, at);

-- Down Migration
DROP TABLE sign_in_failures;
DROP TABLE personal_access_tokens;
DROP TABLE setup_tokens;
DROP TABLE recovery_codes;
DROP TABLE mfa_challenges;
DROP TABLE mfa_factors;
DROP TABLE refresh_tokens;
DROP TABLE sessions;
DROP TABLE users;
