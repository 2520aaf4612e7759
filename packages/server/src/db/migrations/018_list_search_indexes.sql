-- The Instructor Performance Report's instructor table is searched by the server (it was filtered
-- in the browser over every instructor): every typed word LIKE '%word%' in exactly this expression
-- (reports/performance/handlers.ts). A pg_trgm GIN index on it serves any word of three letters or
-- more, as 010 does for learners; pg_trgm is loaded by 010 on PostgreSQL and by the server on PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX instructors_report_search_trgm ON instructors
  USING gin (lower(fname || ' ' || coalesce(mname, '') || ' ' || lname || ' ' || mobile || ' ' || email || ' ' ||
    coalesce(curr_county, '') || ' ' || driving_licence_no || ' ' || instructor_licence_no) gin_trgm_ops);
