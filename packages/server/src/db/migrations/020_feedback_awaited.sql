-- The lessons awaiting feedback, kept per direction (docs/decisions.md, "The awaiting-feedback
-- count reads a kept table"). Record Learner/Instructor Feedback count the completed lessons of
-- the feedback window with no feedback of their direction: on the large school an anti-join of
-- ~100k lessons with every feedback (240 ms) for each page. The count now reads this table's
-- index instead.
--
-- A row is a completed lesson and a direction with no feedback recorded, for lessons whose
-- London day was within the window when the row was written. Kept by statement-level triggers
-- on bookings (completion, cancellation, move, delete) and feedbacks (recorded, removed), in
-- the writing statement's own transaction; the lifecycle job prunes the rows the window has
-- left behind, and a count reads only the window's days, so a row not yet pruned is never
-- counted. Bulk loads (seed-school, seed-large) run with the triggers off and rebuild the table
-- after (refresh_feedback_awaited(), withoutDerivedTriggers in demo/school/derived-triggers.ts).

CREATE TABLE feedback_awaited (
  booking_id bigint NOT NULL,
  direction smallint NOT NULL,
  lesson_date date NOT NULL,
  PRIMARY KEY (booking_id, direction)
);
CREATE INDEX feedback_awaited_window_idx ON feedback_awaited (direction, lesson_date);

-- The first London day of the feedback window: FEEDBACK_WINDOW_DAYS (90) before today, as the
-- pending feedback lists read it (a test holds the two together).
CREATE FUNCTION feedback_window_start() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT london_date(now()) - 90 $$;

-- The rows the lessons `ids` should have: per direction, a lesson that is Complete, within the
-- window and without that direction's feedback (the pending lists' rule, record-handlers.ts).
CREATE FUNCTION awaited_feedbacks(ids bigint[]) RETURNS TABLE (booking_id bigint, direction smallint, lesson_date date)
LANGUAGE sql STABLE AS $$
  SELECT b.booking_id, d.direction, b.lesson_date
  FROM bookings b CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS d (direction)
  WHERE b.booking_id = ANY (ids) AND b.booking_state = 5 AND b.lesson_date >= feedback_window_start()
    AND NOT EXISTS (SELECT 1 FROM feedbacks f WHERE f.booking_id = b.booking_id AND f.direction = d.direction)
$$;

-- The rows a statement on bookings changed: a lesson that was Complete is taken out, one that
-- is Complete now is put back as awaited_feedbacks says, so an update that leaves a completed
-- lesson as it was puts back what it took.
CREATE FUNCTION feedback_awaited_after_booking_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM feedback_awaited a USING old_rows o WHERE a.booking_id = o.booking_id AND o.booking_state = 5;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO feedback_awaited (booking_id, direction, lesson_date)
    SELECT * FROM awaited_feedbacks(ARRAY(SELECT booking_id FROM new_rows WHERE booking_state = 5))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_feedback_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_awaited_after_booking_write();
CREATE TRIGGER bookings_feedback_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_awaited_after_booking_write();
CREATE TRIGGER bookings_feedback_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_awaited_after_booking_write();

-- A feedback recorded takes its lesson's row out; one removed puts it back while the lesson is
-- Complete and in the window. The lessons are locked first (FOR NO KEY UPDATE, as the bell
-- does for learners), so a concurrent write to the same lesson runs its trigger after this
-- transaction commits, with a snapshot that sees this feedback, or this one after it.
CREATE FUNCTION feedback_awaited_after_feedback_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM 1 FROM bookings b WHERE b.booking_id IN (SELECT booking_id FROM new_rows) ORDER BY b.booking_id FOR NO KEY UPDATE;
    DELETE FROM feedback_awaited a USING new_rows n WHERE a.booking_id = n.booking_id AND a.direction = n.direction;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM bookings b WHERE b.booking_id IN (SELECT booking_id FROM old_rows) ORDER BY b.booking_id FOR NO KEY UPDATE;
    INSERT INTO feedback_awaited (booking_id, direction, lesson_date)
    SELECT * FROM awaited_feedbacks(ARRAY(SELECT booking_id FROM old_rows))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER feedbacks_awaited_insert AFTER INSERT ON feedbacks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_awaited_after_feedback_write();
CREATE TRIGGER feedbacks_awaited_delete AFTER DELETE ON feedbacks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_awaited_after_feedback_write();
CREATE TRIGGER feedbacks_awaited_update AFTER UPDATE ON feedbacks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_awaited_after_feedback_write();

-- Recounts the table from the lessons and feedbacks: the backfill below, and after a bulk load
-- that ran with the triggers off.
CREATE FUNCTION refresh_feedback_awaited() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feedback_awaited;
  INSERT INTO feedback_awaited (booking_id, direction, lesson_date)
  SELECT * FROM awaited_feedbacks(ARRAY(
    SELECT booking_id FROM bookings WHERE booking_state = 5 AND lesson_date >= feedback_window_start()
  ))
  ORDER BY 1, 2;
END $$;

SELECT refresh_feedback_awaited();
