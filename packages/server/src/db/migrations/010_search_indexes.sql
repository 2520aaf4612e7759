-- Learner search is a LIKE '%word%' on one expression (learners/learner-search.ts): without an
-- index every search read all learners. A pg_trgm GIN index on exactly that expression serves any
-- substring of three letters or more; the server loads pg_trgm into PGlite as it does btree_gist.
-- Ids are exact matches on the primary keys; the instructor's name in the assignments search is
-- indexed the same way.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX learners_search_trgm ON learners
  USING gin (lower(fname || ' ' || lname || ' ' || email || ' ' || mobile) gin_trgm_ops);
CREATE INDEX instructors_name_trgm ON instructors USING gin (lower(fname || ' ' || lname) gin_trgm_ops);
-- A learner's assignments are looked up by learner (only the active one was indexed).
CREATE INDEX assignments_stu_idx ON assignments (stu_id);
-- The learner tables sort by name (with the id breaking ties) without sorting every learner.
CREATE INDEX learners_name_sort_idx ON learners (lower(fname || ' ' || lname), student_id);
