-- Every change that can end or alter a signed-in session notifies the channel 'dss_sessions':
-- a session revoked, shortened, re-keyed or deleted; any change to staff (blocked, deleted,
-- renamed, must change their password), their privileges, the privilege codes or the titles
-- their names show. Each server process keeps the sessions it has checked in memory only while
-- it listens on this channel, and forgets them all on a notice (auth/session-cache.ts), so a
-- revocation made by another process, or straight in SQL, ends the session everywhere.
-- A session's renewal (last_used_at moving forward) does not notify: it happens once a minute
-- per user. Moving it back (an enforced idle timeout) does.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dss_sessions', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER staff_sessions_changed
  AFTER UPDATE ON staff_sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.staff_id IS DISTINCT FROM NEW.staff_id
        OR NEW.last_used_at < OLD.last_used_at)
  EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER staff_sessions_removed
  AFTER DELETE OR TRUNCATE ON staff_sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();

CREATE TRIGGER staff_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON staff FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER staff_privileges_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_privileges FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER privileges_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON privileges FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER titles_changed
  AFTER UPDATE OR DELETE OR TRUNCATE ON titles FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
