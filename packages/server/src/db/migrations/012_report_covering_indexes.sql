-- Covering indexes for the reports that read a year of lessons (document 3 §2; measured on the
-- large school, 2 M bookings: docs/decisions.md "Reports: indexes, not a rollup").

-- The lessons index of 006 also carries booking_id, so "rescheduled" (moved in a diary, a
-- booking_moves row for the booking) is decided from the index alone: management 3 and
-- instructor 7 no longer fetch every lesson of the range from the table.
CREATE INDEX bookings_report_cover_idx ON bookings (lesson_date, booking_state) INCLUDE (stu_id, adi_id, cred_id, booking_id);
DROP INDEX bookings_report_idx;

-- A lesson's money is its credit's value (financial 6): looked up per lesson from the index.
CREATE INDEX credits_value_idx ON credits (cred_id) INCLUDE (cred_value);
