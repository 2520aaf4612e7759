-- Erasure and retention (docs/decisions.md, "Erasure and retention"): an administrator erases a
-- learner or an instructor on request, and the lifecycle job erases departed learners once the
-- retention period after their last payment has passed. The person's row stays (payments,
-- credits and bookings the school keeps for HMRC point at it) with its personal fields replaced
-- by a tombstone; erased_at says when.
ALTER TABLE learners ADD COLUMN erased_at timestamptz;
ALTER TABLE instructors ADD COLUMN erased_at timestamptz;

-- The retention step runs once per Europe/London day: its lifecycle_runs row names the day.
ALTER TABLE lifecycle_runs
  ADD COLUMN retention_day date UNIQUE,
  ADD COLUMN erased_learners integer NOT NULL DEFAULT 0 CHECK (erased_learners >= 0);

-- Audit entries still refuse UPDATE, DELETE and TRUNCATE, except one thing: erase_audit_entries
-- below may replace the `changes` of entries about an erased person, and nothing else of them.
-- It opens that door with a transaction-local setting for its own UPDATE and closes it again.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_redaction', true) = 'on' THEN
    IF (to_jsonb(NEW) - 'changes') = (to_jsonb(OLD) - 'changes') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;

-- Columns whose values identify a person: in an erased person's entries they become "(erased)".
CREATE FUNCTION audit_personal_field(col text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT col IN (
    'fname', 'mname', 'lname', 'name_on_acc', 'leagal_owner',
    'mobile', 'mobile2', 'landline', 'home_phone1', 'home_phone2', 'work_phone1', 'work_phone2',
    'email', 'email_address', 'dob', 'driving_licence_no', 'instructor_licence_no', 'crtb_ref', 'nino',
    'address_line1', 'address_line2', 'address_city', 'address_county', 'address_postcode', 'pickup_pc',
    'perm_line1', 'perm_line2', 'perm_city', 'perm_county', 'perm_postcode',
    'curr_line1', 'curr_line2', 'curr_city', 'curr_county', 'curr_postcode',
    'addr_line', 'addr_pc', 'drop_line', 'drop_pc', 'c_reg', 'file_name', 'password_hash')
$$;

-- A text with every match of the patterns (regular expressions for the person's name, e-mail,
-- phone numbers and licence numbers, made by the server) replaced by "(erased)".
CREATE FUNCTION erase_text(t text, patterns text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE p text;
BEGIN
  IF t IS NULL OR patterns IS NULL THEN RETURN t; END IF;
  FOREACH p IN ARRAY patterns LOOP
    t := regexp_replace(t, p, '(erased)', 'gi');
  END LOOP;
  RETURN t;
END;
$$;

-- One value of an entry: personal columns whole, any other text by the patterns. A masked value
-- holds nothing and keeps saying so.
CREATE FUNCTION erase_audit_value(col text, v jsonb, patterns text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN v IS NULL OR v = 'null'::jsonb OR v = '"(masked)"'::jsonb THEN v
    WHEN audit_personal_field(col) THEN '"(erased)"'::jsonb
    WHEN jsonb_typeof(v) = 'string' THEN to_jsonb(erase_text(v #>> '{}', patterns))
    ELSE v
  END
$$;

-- An entry's changes ({field: [before, after]}, or an event's {detail: text}) redacted.
CREATE FUNCTION erase_audit_changes(changes jsonb, patterns text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(changes) <> 'object' THEN changes ELSE (
    SELECT coalesce(jsonb_object_agg(c.key, CASE
        WHEN jsonb_typeof(c.value) = 'array' AND jsonb_array_length(c.value) = 2
          THEN jsonb_build_array(erase_audit_value(c.key, c.value -> 0, patterns), erase_audit_value(c.key, c.value -> 1, patterns))
        ELSE erase_audit_value(c.key, c.value, patterns)
      END), '{}'::jsonb)
    FROM jsonb_each(changes) AS c) END
$$;

-- Redacts the entries about an erased person: those naming them (learner_id or instructor_id,
-- or the learner or instructor record itself) and those about the records listed by kind and id
-- (their deleted documents, the overview e-mails sent to them). Answers how many changed.
CREATE FUNCTION erase_audit_entries(person_kind text, person_id integer, record_kinds text[], record_ids bigint[], patterns text[])
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  IF person_kind NOT IN ('learner', 'instructor') THEN
    RAISE EXCEPTION 'erase_audit_entries: unknown person kind %', person_kind;
  END IF;
  PERFORM set_config('app.audit_redaction', 'on', true);
  UPDATE audit_log a SET changes = erase_audit_changes(a.changes, patterns)
  WHERE a.id IN (
    SELECT id FROM audit_log WHERE person_kind = 'learner' AND learner_id = person_id
    UNION SELECT id FROM audit_log WHERE person_kind = 'instructor' AND instructor_id = person_id
    UNION SELECT id FROM audit_log WHERE record_kind = person_kind AND record_id = person_id
    UNION SELECT l.id FROM audit_log l JOIN unnest(record_kinds, record_ids) AS r (kind, id)
            ON l.record_kind = r.kind AND l.record_id = r.id
  );
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('app.audit_redaction', '', true);
  RETURN n;
END;
$$;
