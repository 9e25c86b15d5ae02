-- Up Migration
-- Failed sign-in attempts (passwords, MFA codes, recovery codes, setup links, invitations), one
-- row per key, so that recording an attempt and deciding on it is one statement:
-- INSERT ... ON CONFLICT DO UPDATE locks the key's row, so concurrent attempts are counted one
-- after another, each deciding on a count that includes itself (api/src/auth/rate-limiter.ts).
-- The row-per-failure table it replaces was read before a check and written after it, so a burst
-- of attempts sent at once was checked in full.
DROP TABLE sign_in_failures;

CREATE TABLE sign_in_attempts (
  -- SHA-256 digest of the key (`account:<email>`, `address:<ip>`, ...): a fixed size whatever
  -- an attacker types.
  key_hash text PRIMARY KEY,
  -- When each failure still in the window happened; never more than the key's limit.
  failures timestamptz[] NOT NULL,
  -- Whether the latest attempt was let through: how the statement that recorded it learns its
  -- own decision.
  admitted boolean NOT NULL
);

-- Down Migration
DROP TABLE sign_in_attempts;
CREATE TABLE sign_in_failures (
  key_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_key_at_idx ON sign_in_failures (key_hash, at);
