-- The bell's learner counts kept per learner (docs/decisions.md, "The bell's counts"):
-- recounting learners_awaiting_instructor and learners_pending_booking scanned the school on
-- every poll. learner_bell holds, for every learner a write has touched, whether the learner is
-- awaiting an instructor or a booking as the lifecycle job leaves the rows (Available credits,
-- Scheduled or Rescheduled lessons); triggers on every table the two views read recompute the
-- touched learners in the writing statement's own transaction. notification_counts adds the
-- few learners whose credits or lessons the clock has overtaken since the job's last run, so
-- it answers exactly what the views answer, with indexed reads only.

CREATE TABLE learner_bell (
  stu_id integer PRIMARY KEY,
  awaiting_instructor boolean NOT NULL,
  pending_booking boolean NOT NULL
);
CREATE INDEX learner_bell_awaiting_idx ON learner_bell (stu_id) WHERE awaiting_instructor;
CREATE INDEX learner_bell_pending_idx ON learner_bell (stu_id) WHERE pending_booking;

-- Whether a learner awaits an instructor or a booking at instant `at`, as the views
-- learners_awaiting_instructor and learners_pending_booking define it; at '-infinity' it is
-- the state as the lifecycle job leaves the rows (every Available credit and every Scheduled or
-- Rescheduled lesson counts), which is what learner_bell keeps.
-- (A one-row table function, so the planner inlines it into the queries that call it.)
CREATE FUNCTION learner_bell_flags(id integer, at timestamptz)
RETURNS TABLE (awaiting_instructor boolean, pending_booking boolean)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(f.open AND NOT f.assigned, false), coalesce(f.open AND f.assigned AND NOT f.live, false)
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT l.acc_state IN (1, 3)
             AND NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)
             AND EXISTS (SELECT 1 FROM credits c WHERE c.stu_id = l.student_id AND c.cred_status = 1 AND c.expires_at > at)
             AS open,
           EXISTS (SELECT 1 FROM assignments a WHERE a.stu_id = l.student_id AND a.assign_status = 1) AS assigned,
           EXISTS (SELECT 1 FROM bookings b WHERE b.stu_id = l.student_id AND b.booking_state IN (1, 2) AND b.lesson_end > at)
             AS live
    FROM learners l WHERE l.student_id = id
  ) AS f ON true
$$;

-- Recomputes the learners' kept flags. Their rows are locked first (FOR NO KEY UPDATE does not
-- block other writers' foreign-key checks), so of two transactions changing one learner the
-- later recomputes after the earlier commits and sees both changes: the INSERT below is a new
-- statement with a new snapshot.
CREATE FUNCTION refresh_learner_bell(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM learners WHERE student_id = ANY (ids) ORDER BY student_id FOR NO KEY UPDATE;
  INSERT INTO learner_bell (stu_id, awaiting_instructor, pending_booking)
  SELECT u.id, f.awaiting_instructor, f.pending_booking
  FROM (SELECT DISTINCT x AS id FROM unnest(ids) AS x WHERE x IS NOT NULL) AS u
  CROSS JOIN LATERAL learner_bell_flags(u.id, '-infinity') AS f
  ON CONFLICT (stu_id) DO UPDATE
    SET awaiting_instructor = EXCLUDED.awaiting_instructor, pending_booking = EXCLUDED.pending_booking
    WHERE (learner_bell.awaiting_instructor, learner_bell.pending_booking)
      IS DISTINCT FROM (EXCLUDED.awaiting_instructor, EXCLUDED.pending_booking);
END $$;

-- One statement-level trigger for every table: the learners are those of the rows the
-- statement inserted, deleted or changed (old and new owner), whatever the column changed; the
-- learner column is student_id in learners and stu_id elsewhere. Transition tables are only
-- visible to the trigger's own function, hence the dynamic SQL here.
CREATE FUNCTION learner_bell_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  col text := CASE WHEN TG_TABLE_NAME = 'learners' THEN 'student_id' ELSE 'stu_id' END;
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(%I) FROM new_rows', col) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(%I) FROM old_rows', col) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(x) FROM (SELECT %1$I AS x FROM old_rows UNION SELECT %1$I FROM new_rows) AS u', col)
      INTO ids;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_learner_bell(ids);
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['learners', 'departures', 'assignments', 'credits', 'bookings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION learner_bell_after_write()', t || '_bell_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION learner_bell_after_write()', t || '_bell_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION learner_bell_after_write()', t || '_bell_update', t);
  END LOOP;
END $$;

SELECT refresh_learner_bell(array_agg(student_id)) FROM learners;

-- The learners whose Available credits or live lessons the clock has overtaken since the
-- lifecycle job last ran: a handful at most. PL/pgSQL and ROWS 10 keep the planner from
-- guessing from the columns' independent statistics that there are tens of thousands.
CREATE FUNCTION overtaken_learners(at timestamptz) RETURNS SETOF integer
LANGUAGE plpgsql STABLE ROWS 10 AS $$
BEGIN
  RETURN QUERY
    SELECT stu_id FROM credits WHERE cred_status = 1 AND expires_at <= at
    UNION
    SELECT stu_id FROM bookings WHERE booking_state IN (1, 2) AND lesson_end <= at;
END $$;

-- The same four counts as before: the kept flags, corrected for the overtaken learners (each
-- looked up by its id).
CREATE OR REPLACE VIEW notification_counts AS
WITH overtaken AS (
  SELECT (SELECT b.awaiting_instructor FROM learner_bell b WHERE b.stu_id = o.id) AS kept_awaiting,
         (SELECT b.pending_booking FROM learner_bell b WHERE b.stu_id = o.id) AS kept_pending,
         (SELECT f.awaiting_instructor FROM learner_bell_flags(o.id, now()) AS f) AS now_awaiting,
         (SELECT f.pending_booking FROM learner_bell_flags(o.id, now()) AS f) AS now_pending
  FROM overtaken_learners(now()) AS o (id)
), correction AS (
  SELECT count(*) FILTER (WHERE now_awaiting) - count(*) FILTER (WHERE kept_awaiting) AS awaiting,
         count(*) FILTER (WHERE now_pending) - count(*) FILTER (WHERE kept_pending) AS pending
  FROM overtaken
)
SELECT
  (SELECT count(*) FROM complaints_active)::integer AS tot_act_comps,
  (SELECT count(*) FROM instructors_pending)::integer AS tot_pend_adis,
  ((SELECT count(*) FROM learner_bell WHERE awaiting_instructor) + (SELECT awaiting FROM correction))::integer
    AS tot_pend_learners,
  ((SELECT count(*) FROM learner_bell WHERE pending_booking) + (SELECT pending FROM correction))::integer
    AS totl_pend_bookings;
