-- The Instructor Performance Report's instructor table is searched by the server (it was filtered
-- in the browser over every instructor): every typed word LIKE '%word%' in exactly this expression
-- (reports/performance/handlers.ts). A pg_trgm GIN index on it serves any word of three letters or
-- more, as 010 does for learners; pg_trgm is loaded by 010 on PostgreSQL and by the server on PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX instructors_report_search_trgm ON instructors
  USING gin (lower(fname || ' ' || coalesce(mname, '') || ' ' || lname || ' ' || mobile || ' ' || email || ' ' ||
    coalesce(curr_county, '') || ' ' || driving_licence_no || ' ' || instructor_licence_no) gin_trgm_ops);

-- The learner choosers of the complaint form and the monthly overviews search as the learner
-- tables do (010's index) or the whole text in a postcode: the address postcode (complaints) or
-- the pickup postcode (overviews), each with its own trigram index so the OR is two index scans.
CREATE INDEX learners_postcode_trgm ON learners USING gin (lower(address_postcode) gin_trgm_ops);
CREATE INDEX learners_pickup_pc_trgm ON learners USING gin (lower(pickup_pc) gin_trgm_ops);
-- Both choosers list learners by surname (with the id breaking ties) without sorting every learner.
CREATE INDEX learners_surname_sort_idx ON learners (lower(lname || ' ' || fname), student_id);
-- View Learner Feedback in name order walks the instructors by surname and totals only the page.
CREATE INDEX instructors_surname_sort_idx ON instructors (lower(lname || ' ' || fname), adi_id);
-- The lessons awaiting feedback, newest first: completed lessons by start, walked backwards until a
-- page of those without feedback is found, instead of every lesson of the window sorted.
CREATE INDEX bookings_complete_starts_idx ON bookings (lesson_starts) WHERE booking_state = 5;
