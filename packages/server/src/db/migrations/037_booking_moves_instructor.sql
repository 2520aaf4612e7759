-- The Instructor Performance Report's booked and rescheduled lessons (issue 32) count the slots an
-- instructor's lessons were moved away from in the span. A move named only its booking, so
-- PostgreSQL read every move of the school in the span (10,080 of 91,217 for a year on the large
-- school) and looked each one's booking up to keep the instructor's 52: five times the demo
-- school's time. A move now carries its booking's instructor, and the instructor's moves of a span
-- are one index range.
ALTER TABLE booking_moves ADD COLUMN adi_id integer REFERENCES instructors (adi_id);
-- A column filled from what is already recorded: no one changed a lesson, so the trail gets no
-- entry per move (the migrating role may switch it off, 028_runtime_role.sql).
SELECT set_config('app.audit', 'off', true);
UPDATE booking_moves m SET adi_id = b.adi_id FROM bookings b WHERE b.booking_id = m.booking_id;
SELECT set_config('app.audit', '', true);
ALTER TABLE booking_moves ALTER COLUMN adi_id SET NOT NULL;
CREATE INDEX booking_moves_instructor_idx ON booking_moves (adi_id, from_starts);

-- The instructor is the booking's, whatever a writer gives: each move takes it on insert, and the
-- moves of a booking given to another instructor follow it.
CREATE FUNCTION booking_move_instructor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.adi_id := (SELECT b.adi_id FROM bookings b WHERE b.booking_id = NEW.booking_id);
  RETURN NEW;
END $$;
CREATE TRIGGER booking_moves_instructor BEFORE INSERT OR UPDATE OF booking_id, adi_id ON booking_moves
  FOR EACH ROW EXECUTE FUNCTION booking_move_instructor();

CREATE FUNCTION booking_moves_follow_instructor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_moves SET adi_id = NEW.adi_id WHERE booking_id = NEW.booking_id;
  RETURN NULL;
END $$;
CREATE TRIGGER bookings_moves_follow_instructor AFTER UPDATE OF adi_id ON bookings
  FOR EACH ROW WHEN (OLD.adi_id IS DISTINCT FROM NEW.adi_id) EXECUTE FUNCTION booking_moves_follow_instructor();
