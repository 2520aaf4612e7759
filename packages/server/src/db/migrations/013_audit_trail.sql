-- The audit trail (docs/decisions.md, "Audit trail"): every change to a school record leaves an
-- entry written by a row trigger in the same transaction as the change, so no change exists
-- without its entry. The dispatcher names the staff member and the action for the transaction
-- with set_config('app.staff_id' / 'app.action', …, true); a change made outside an action (the
-- nightly job, a script) is recorded with no staff member and the action it named, or 'system'.
-- Secrets and bank details are masked here, at the source: their values never reach the table.

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- the transaction's start: every entry of one action has the same time
  at timestamptz NOT NULL DEFAULT now(),
  tx_id bigint NOT NULL DEFAULT txid_current(),
  -- who: no foreign key, so an entry outlives anything done to the staff table
  staff_id integer,
  -- the wire action (e.g. 'updatelearner'), a sign-in event, or what changed rows outside one
  action varchar(40) NOT NULL,
  -- I insert, U update, D delete, E event (sign-in, sign-out, lock-out)
  operation char(1) NOT NULL CHECK (operation IN ('I', 'U', 'D', 'E')),
  -- which record: its kind (the record a screen shows, e.g. 'learner') and id
  record_kind varchar(30) NOT NULL,
  record_id bigint,
  -- whom the record is about, for a learner's or an instructor's History
  learner_id integer,
  instructor_id integer,
  -- the changed fields: { "field": [before, after] }, masked fields as "(masked)"
  changes jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_record_idx ON audit_log (record_kind, record_id, id);
CREATE INDEX audit_log_learner_idx ON audit_log (learner_id, id) WHERE learner_id IS NOT NULL;
CREATE INDEX audit_log_instructor_idx ON audit_log (instructor_id, id) WHERE instructor_id IS NOT NULL;
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, id);
CREATE INDEX audit_log_at_idx ON audit_log (at);

-- Entries are never changed or removed, by the product or by hand.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- A column's value as the trail may hold it: secrets, bank details and NI numbers masked, file
-- bytes left out. Masking is by column name, across every audited table.
CREATE FUNCTION audit_value(col text, v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN v IS NULL OR v = 'null'::jsonb THEN v
    WHEN col IN ('password_hash', 'token_hash', 'licence_key_hash', 'acc_no', 'sort_code', 'nino',
                 'bank_name', 'name_on_acc', 'bank_details', 'content') THEN '"(masked)"'::jsonb
    ELSE v
  END
$$;

-- Row trigger of every audited table: TG_ARGV[0] the record kind, TG_ARGV[1] its id column.
-- Only fields that changed are kept; a change of nothing but the 'updated' stamps is no change.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row jsonb;
  after_row jsonb;
  any_row jsonb;
  diff jsonb := '{}'::jsonb;
  col text;
BEGIN
  -- bulk loads of demo data set this for their own transaction only
  IF current_setting('app.audit', true) = 'off' THEN RETURN NULL; END IF;
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

-- Puts the audit trigger on a table; a table added later calls this in its own migration.
CREATE FUNCTION audit_table(tbl text, kind text, id_col text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L)',
    tbl, kind, id_col);
END;
$$;

-- Not audited (audit-coverage.test.ts holds the same list): schema_migrations, lifecycle_runs
-- (the job's own bookkeeping), login_failures and staff_sessions (sign-ins, sign-outs and
-- lock-outs are recorded as events instead, without tokens), and audit_log itself.
SELECT audit_table('assignments', 'assignment', 'assign_id');
SELECT audit_table('booking_lesson_types', 'booking_lesson_type', 'id');
SELECT audit_table('booking_moves', 'booking', 'booking_id');
SELECT audit_table('bookings', 'booking', 'booking_id');
SELECT audit_table('complaint_party_kinds', 'complaint_party_kind', 'id');
SELECT audit_table('complaint_statuses', 'complaint_status', 'id');
SELECT audit_table('complaint_types', 'complaint_type', 'id');
SELECT audit_table('complaint_updates', 'complaint', 'ref');
SELECT audit_table('complaints', 'complaint', 'ref');
SELECT audit_table('credits', 'credit', 'cred_id');
SELECT audit_table('departure_reasons', 'departure_reason', 'id');
SELECT audit_table('departure_reporters', 'departure_reporter', 'id');
SELECT audit_table('departures', 'departure', 'id');
SELECT audit_table('driving_tests', 'driving_test', 'id');
SELECT audit_table('eye_test_next_steps', 'eye_test_next_step', 'id');
SELECT audit_table('eye_tests', 'eye_test', 'id');
SELECT audit_table('feedback_question_groups', 'feedback_question_group', 'group_no');
SELECT audit_table('feedback_questions', 'feedback_question', 'id');
SELECT audit_table('feedbacks', 'feedback', 'feedback_id');
SELECT audit_table('finance_categories', 'finance_category', 'rec_id');
SELECT audit_table('finance_transactions', 'finance_transaction', 't_id');
SELECT audit_table('franchise_plans', 'franchise_plan', 'plan_id');
SELECT audit_table('fuel_types', 'fuel_type', 'id');
SELECT audit_table('installation', 'installation', 'id');
SELECT audit_table('instructor_availability', 'instructor', 'adi_id');
SELECT audit_table('instructor_compliance', 'instructor', 'adi_id');
SELECT audit_table('instructor_covering_pcs', 'instructor', 'adi_id');
SELECT audit_table('instructor_documents', 'instructor_document', 'doc_id');
SELECT audit_table('instructor_franchise', 'instructor', 'adi_id');
SELECT audit_table('instructor_languages', 'instructor', 'adi_id');
SELECT audit_table('instructor_payments', 'instructor_payment', 'transaction_id');
SELECT audit_table('instructor_time_away', 'instructor_time_away', 'rec_id');
SELECT audit_table('instructor_vehicle_types', 'instructor', 'adi_id');
SELECT audit_table('instructors', 'instructor', 'adi_id');
SELECT audit_table('languages', 'language', 'id');
SELECT audit_table('learner_payments', 'learner_payment', 'pay_id');
SELECT audit_table('learners', 'learner', 'student_id');
SELECT audit_table('lesson_plans', 'lesson_plan', 'plan_id');
SELECT audit_table('mileage', 'mileage', 'rec_id');
SELECT audit_table('overview_emails', 'overview_email', 'record_id');
SELECT audit_table('overview_reports', 'overview', 'pdf_id');
SELECT audit_table('payment_methods', 'payment_method', 'id');
SELECT audit_table('payment_types', 'payment_type', 'id');
SELECT audit_table('privileges', 'privilege', 'id');
SELECT audit_table('quick_info', 'quick_info', 'id');
SELECT audit_table('school_settings', 'school_settings', 'id');
SELECT audit_table('staff', 'staff', 'id');
SELECT audit_table('staff_privileges', 'staff', 'staff_id');
SELECT audit_table('terms_documents', 'terms_document', 'id');
SELECT audit_table('theory_tests', 'theory_test', 'id');
SELECT audit_table('titles', 'title', 'id');
SELECT audit_table('uploaded_files', 'file', 'id');
SELECT audit_table('vehicle_owner_types', 'vehicle_owner_type', 'type_id');
SELECT audit_table('vehicle_types', 'vehicle_type', 'id');
SELECT audit_table('vehicles', 'vehicle', 'c_id');
