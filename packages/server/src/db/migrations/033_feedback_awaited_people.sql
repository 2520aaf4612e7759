-- The lessons awaiting feedback (020) carry their learner and instructor, so that Record Learner
-- and Record Instructor Feedback searched by a name or a mobile look up the people found and
-- then their kept rows, instead of testing every completed lesson of the window (about 50,000 on
-- the large school, 150-200 ms a search; docs/decisions/flat-lists-kept-totals.md).

ALTER TABLE feedback_awaited ADD COLUMN stu_id integer, ADD COLUMN adi_id integer;
UPDATE feedback_awaited a SET stu_id = b.stu_id, adi_id = b.adi_id FROM bookings b WHERE b.booking_id = a.booking_id;
ALTER TABLE feedback_awaited ALTER COLUMN stu_id SET NOT NULL, ALTER COLUMN adi_id SET NOT NULL;
-- The lesson in the index too: a search reads the rows of the people it found from these alone.
CREATE INDEX feedback_awaited_learner_idx ON feedback_awaited (direction, stu_id, lesson_date) INCLUDE (booking_id);
CREATE INDEX feedback_awaited_instructor_idx ON feedback_awaited (direction, adi_id, lesson_date) INCLUDE (booking_id);

DROP FUNCTION awaited_feedbacks(bigint[]);
CREATE FUNCTION awaited_feedbacks(ids bigint[])
RETURNS TABLE (booking_id bigint, direction smallint, lesson_date date, stu_id integer, adi_id integer)
LANGUAGE sql STABLE AS $$
  SELECT b.booking_id, d.direction, b.lesson_date, b.stu_id, b.adi_id
  FROM bookings b CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS d (direction)
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
    INSERT INTO feedback_awaited (booking_id, direction, lesson_date, stu_id, adi_id)
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
    INSERT INTO feedback_awaited (booking_id, direction, lesson_date, stu_id, adi_id)
    SELECT * FROM awaited_feedbacks(ARRAY(SELECT booking_id FROM old_rows))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION refresh_feedback_awaited() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feedback_awaited;
  INSERT INTO feedback_awaited (booking_id, direction, lesson_date, stu_id, adi_id)
  SELECT * FROM awaited_feedbacks(ARRAY(
    SELECT booking_id FROM bookings WHERE booking_state = 5 AND lesson_date >= feedback_window_start()
  ))
  ORDER BY 1, 2;
END $$;
