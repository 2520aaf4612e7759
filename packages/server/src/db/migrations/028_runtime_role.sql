-- An audit trail the application cannot switch off
-- (docs/decisions/audit-trail-the-application-cannot-touch.md). On PostgreSQL the server's
-- requests run as a runtime role (db/runtime-role.ts) that reads and writes the school's tables
-- but owns nothing: the trail, its functions and its triggers stay the migrating role's. What the
-- runtime role does to the trail it does through the functions below, which run as their owner
-- (SECURITY DEFINER, with a fixed search_path so that no object of the caller's is found first).

-- The login the server made for its runtime role, so that every later start and every server
-- process on this database logs in with the same password (a new one each start would lock out
-- the servers already running). Only the owner reads it; the runtime role is granted nothing here.
CREATE TABLE runtime_role (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  name text NOT NULL,
  password text NOT NULL
);

-- As 013, but running as the trail's owner, so the runtime role needs no right to insert into
-- audit_log, and honouring `app.audit = off` only for a session whose login may switch the
-- trigger off anyway (the owner: migrations and demo seeding). For any other, the switch does
-- nothing.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql
SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  before_row jsonb;
  after_row jsonb;
  any_row jsonb;
  diff jsonb := '{}'::jsonb;
  col text;
BEGIN
  IF current_setting('app.audit', true) = 'off' THEN
    IF pg_has_role(session_user, (SELECT relowner FROM pg_class WHERE oid = 'audit_log'::regclass), 'MEMBER') THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN before_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after_row := to_jsonb(NEW); END IF;
  any_row := coalesce(after_row, before_row);
  FOR col IN SELECT jsonb_object_keys(any_row) LOOP
    CONTINUE WHEN col IN ('updated_at', 'updated_on');
    -- an added or removed row lists its non-empty fields only
    IF coalesce(before_row -> col, 'null') IS DISTINCT FROM coalesce(after_row -> col, 'null') THEN
      diff := diff || jsonb_build_object(col, jsonb_build_array(
        audit_value(col, before_row -> col), audit_value(col, after_row -> col)));
    END IF;
  END LOOP;
  IF diff = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO audit_log (staff_id, action, operation, record_kind, record_id, learner_id, instructor_id, changes)
  VALUES (
    nullif(current_setting('app.staff_id', true), '')::integer,
    coalesce(nullif(current_setting('app.action', true), ''), 'system'),
    left(TG_OP, 1),
    TG_ARGV[0],
    (any_row ->> TG_ARGV[1])::bigint,
    coalesce(any_row ->> 'student_id', any_row ->> 'stu_id', any_row ->> 'complainant_stu_id', any_row ->> 'complainee_stu_id')::integer,
    coalesce(any_row ->> 'adi_id', any_row ->> 'complainant_adi_id', any_row ->> 'complainee_adi_id')::integer,
    diff
  );
  RETURN NULL;
END;
$$;
-- Firing a trigger needs no right to its function; attaching one does. Without it nobody but the
-- owner can put the trigger on a table of their own (a temporary one) to add made-up entries.
REVOKE EXECUTE ON FUNCTION audit_row() FROM PUBLIC;

-- An event (sign-in, sign-out, subject access export, erasure) as an entry of its own: always
-- operation E, at the transaction's time. The only way but the trigger to add to the trail.
CREATE FUNCTION audit_event(by_staff integer, event varchar, kind varchar, id bigint, learner integer, instructor integer, details jsonb)
RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  INSERT INTO audit_log (staff_id, action, operation, record_kind, record_id, learner_id, instructor_id, changes)
  VALUES (by_staff, event, 'E', kind, id, learner, instructor, details)
$$;
REVOKE EXECUTE ON FUNCTION audit_event(integer, varchar, varchar, bigint, integer, integer, jsonb) FROM PUBLIC;

-- As 016, running as the trail's owner, and only for a person this very transaction has erased:
-- their record's erased_at was set, and audited, in it. The records listed by kind and id count
-- only if this transaction changed them too (the documents and files it deleted, the overview
-- e-mails it tombstoned). So the function redacts nothing but what an erasure, itself recorded,
-- leaves behind.
CREATE OR REPLACE FUNCTION erase_audit_entries(person_kind text, person_id integer, record_kinds text[], record_ids bigint[], patterns text[])
RETURNS integer LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE n integer;
BEGIN
  IF person_kind NOT IN ('learner', 'instructor') THEN
    RAISE EXCEPTION 'erase_audit_entries: unknown person kind %', person_kind;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM audit_log
                 WHERE record_kind = person_kind AND record_id = person_id AND tx_id = txid_current()
                   AND operation = 'U' AND changes ? 'erased_at') THEN
    RAISE EXCEPTION 'erase_audit_entries: this transaction has not erased % %', person_kind, person_id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  PERFORM set_config('app.audit_redaction', 'on', true);
  UPDATE audit_log a SET changes = erase_audit_changes(a.changes, patterns)
  WHERE a.id IN (
    SELECT id FROM audit_log WHERE person_kind = 'learner' AND learner_id = person_id
    UNION SELECT id FROM audit_log WHERE person_kind = 'instructor' AND instructor_id = person_id
    UNION SELECT id FROM audit_log WHERE record_kind = person_kind AND record_id = person_id
    UNION SELECT l.id FROM audit_log l JOIN unnest(record_kinds, record_ids) AS r (kind, id)
            ON l.record_kind = r.kind AND l.record_id = r.id
          WHERE EXISTS (SELECT 1 FROM audit_log t
                        WHERE t.record_kind = r.kind AND t.record_id = r.id AND t.tx_id = txid_current())
  );
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('app.audit_redaction', '', true);
  RETURN n;
END;
$$;
REVOKE EXECUTE ON FUNCTION erase_audit_entries(text, integer, text[], bigint[], text[]) FROM PUBLIC;
