-- Indexes for the Financial & Management Reports (document 3 §2; DESIGN §8: counting is the
-- database's job). The reports count over a range of London days; these let each count read
-- only its range, and the lesson reports read bookings from the index alone.

-- Lessons by London day and state, carrying what the lesson reports join on (learner,
-- instructor, credit), so a year of a large school's lessons is counted from the index.
CREATE INDEX bookings_report_idx ON bookings (lesson_date, booking_state) INCLUDE (stu_id, adi_id, cred_id);

-- Complaints resolved in a range (complaints reports 4 and 7).
CREATE INDEX complaints_resolved_idx ON complaints (resolved_on) WHERE is_resolved;

-- Feedback of one direction recorded in a range (feedback reports).
CREATE INDEX feedbacks_direction_recorded_idx ON feedbacks (direction, recorded_at);

-- Instructors who joined (were approved) in a range (instructor report 12).
CREATE INDEX instructors_approved_idx ON instructors (approved_at) WHERE approved_at IS NOT NULL;
