-- A session also ends after SESSION_IDLE_MINUTES without an authenticated call; each call
-- renews it, writing at most once a minute (docs/decisions.md, "Sign-in and sessions").
ALTER TABLE staff_sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
