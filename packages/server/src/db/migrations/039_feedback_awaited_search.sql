-- Record Learner and Record Instructor Feedback searched for a common fragment ("smi" finds 1,331
-- learners and 2,314 awaited lessons a direction on the large school) found the learners on their
-- index, then joined them to the window's 45,000 kept rows, then read each lesson found and its
-- people to count and sort them: 12-16 ms a statement against 2-4 on the demo school. The kept
-- rows now carry what the searched lists test and sort by: the learner's search text (the learner
-- tables' search, learners/learner-search.ts, on its own index), the lesson's start and both
-- people's name orders. A search counts and cuts its page on this table alone; only the page's
-- lessons are read whole (feedback/record-feedback.ts).
--
-- The names follow the people: a change of a learner's name, e-mail or mobile, or of an
-- instructor's name (Edit Learner, the instructor forms, erasure), rewrites their kept rows in the
-- same statement's transaction. Row triggers: a statement trigger with transition tables cannot
-- be limited to these columns, and would run for every update of a learner (the bell's, the kept
-- totals').

ALTER TABLE feedback_awaited
  ADD COLUMN lesson_starts timestamptz,
  ADD COLUMN learner_text text,
  ADD COLUMN learner_order text,
  ADD COLUMN instructor_order text;

DROP FUNCTION awaited_feedbacks(bigint[]);
CREATE FUNCTION awaited_feedbacks(ids bigint[])
RETURNS TABLE (
  booking_id bigint, direction smallint, lesson_date date, stu_id integer, adi_id integer,
  lesson_starts timestamptz, learner_text text, learner_order text, instructor_order text
)
LANGUAGE sql STABLE AS $$
  SELECT b.booking_id, d.direction, b.lesson_date, b.stu_id, b.adi_id, b.lesson_starts,
    lower(l.fname || ' ' || l.lname || ' ' || l.email || ' ' || l.mobile),
    lower(l.lname || ' ' || l.fname),
    lower(i.lname || ' ' || i.fname)
  FROM bookings b
  JOIN learners l ON l.student_id = b.stu_id
  JOIN instructors i ON i.adi_id = b.adi_id
  CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS d (direction)
  WHERE b.booking_id = ANY (ids) AND b.booking_state = 5 AND b.lesson_date >= feedback_window_start()
    AND NOT EXISTS (SELECT 1 FROM feedbacks f WHERE f.booking_id = b.booking_id AND f.direction = d.direction)
$$;

CREATE OR REPLACE FUNCTION feedback_awaited_after_booking_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM feedback_awaited a USING old_rows o WHERE a.booking_id = o.booking_id AND o.booking_state = 5;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO feedback_awaited (booking_id, direction, lesson_date, stu_id, adi_id, lesson_starts, learner_text, learner_order, instructor_order)
    SELECT * FROM awaited_feedbacks(ARRAY(SELECT booking_id FROM new_rows WHERE booking_state = 5))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION feedback_awaited_after_feedback_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM 1 FROM bookings b WHERE b.booking_id IN (SELECT booking_id FROM new_rows) ORDER BY b.booking_id FOR NO KEY UPDATE;
    DELETE FROM feedback_awaited a USING new_rows n WHERE a.booking_id = n.booking_id AND a.direction = n.direction;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM bookings b WHERE b.booking_id IN (SELECT booking_id FROM old_rows) ORDER BY b.booking_id FOR NO KEY UPDATE;
    INSERT INTO feedback_awaited (booking_id, direction, lesson_date, stu_id, adi_id, lesson_starts, learner_text, learner_order, instructor_order)
    SELECT * FROM awaited_feedbacks(ARRAY(SELECT booking_id FROM old_rows))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION refresh_feedback_awaited() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feedback_awaited;
  INSERT INTO feedback_awaited (booking_id, direction, lesson_date, stu_id, adi_id, lesson_starts, learner_text, learner_order, instructor_order)
  SELECT * FROM awaited_feedbacks(ARRAY(
    SELECT booking_id FROM bookings WHERE booking_state = 5 AND lesson_date >= feedback_window_start()
  ))
  ORDER BY 1, 2;
END $$;

-- The kept rows worked out afresh with their new columns, by the same function the triggers use:
-- a row whose lesson is gone goes too, and nothing stays empty.
SELECT refresh_feedback_awaited();
ALTER TABLE feedback_awaited
  ALTER COLUMN lesson_starts SET NOT NULL,
  ALTER COLUMN learner_text SET NOT NULL,
  ALTER COLUMN learner_order SET NOT NULL,
  ALTER COLUMN instructor_order SET NOT NULL;
-- One index a direction: a search reads one direction's rows, and a rechecked row of the other
-- direction is work thrown away (a third of the rows "smi" finds).
CREATE INDEX feedback_awaited_learner_text_trgm_1 ON feedback_awaited USING gin (learner_text gin_trgm_ops) WHERE direction = 1;
CREATE INDEX feedback_awaited_learner_text_trgm_2 ON feedback_awaited USING gin (learner_text gin_trgm_ops) WHERE direction = 2;

-- `direction IN (1, 2)` lets the people's indexes (033) find the rows: they lead with the direction.
CREATE FUNCTION feedback_awaited_learner_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feedback_awaited
  SET learner_text = lower(NEW.fname || ' ' || NEW.lname || ' ' || NEW.email || ' ' || NEW.mobile),
    learner_order = lower(NEW.lname || ' ' || NEW.fname)
  WHERE direction IN (1, 2) AND stu_id = NEW.student_id;
  RETURN NULL;
END $$;
CREATE TRIGGER learners_feedback_names AFTER UPDATE OF fname, lname, email, mobile ON learners
  FOR EACH ROW WHEN ((OLD.fname, OLD.lname, OLD.email, OLD.mobile) IS DISTINCT FROM (NEW.fname, NEW.lname, NEW.email, NEW.mobile))
  EXECUTE FUNCTION feedback_awaited_learner_renamed();

CREATE FUNCTION feedback_awaited_instructor_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feedback_awaited SET instructor_order = lower(NEW.lname || ' ' || NEW.fname)
  WHERE direction IN (1, 2) AND adi_id = NEW.adi_id;
  RETURN NULL;
END $$;
CREATE TRIGGER instructors_feedback_names AFTER UPDATE OF fname, lname ON instructors
  FOR EACH ROW WHEN ((OLD.fname, OLD.lname) IS DISTINCT FROM (NEW.fname, NEW.lname))
  EXECUTE FUNCTION feedback_awaited_instructor_renamed();
