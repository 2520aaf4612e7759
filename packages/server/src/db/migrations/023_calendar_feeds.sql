-- Private calendar feeds of instructors (docs/decisions/instructor-calendar-feeds.md): one row
-- per instructor. The address's token (32 random bytes, base64url) is shown once; only its
-- SHA-256 is kept, in a column named token_hash so the audit trail masks it (013_audit_trail.sql,
-- audit_value). A new address replaces the row's hash; stopping the feed clears it and records
-- who stopped it and when, so the screen can say so and no stopped address can match.
CREATE TABLE instructor_calendar_feeds (
  adi_id integer PRIMARY KEY REFERENCES instructors (adi_id),
  token_hash char(64),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  revoked_at timestamptz,
  revoked_by integer REFERENCES staff (id),
  CHECK ((token_hash IS NULL) = (revoked_at IS NOT NULL))
);
-- The feed looks its token up by hash: one index probe before anything else is read.
CREATE UNIQUE INDEX instructor_calendar_feeds_token_uq ON instructor_calendar_feeds (token_hash);

SELECT audit_table('instructor_calendar_feeds', 'calendar_feed', 'adi_id');
