-- Active and Resolved Complaints are searched over each complaint's reference, type, status,
-- parties and recorder (complaints/complaint-rows.ts). The search joined every learner to every
-- complaint of the list to build and test their texts: on the large school, "smi" over 5,401
-- resolved complaints took 3x its demo-school time. It now finds the people first and then tests
-- the complaints' ids. A learner party reads 'L<id> <first name> <surname>': this index finds the
-- learners whose party text holds the search; the instructors (a few hundred) are read whole.
CREATE INDEX learners_party_name_trgm ON learners
  USING gin (lower('L' || student_id::text || ' ' || fname || ' ' || lname) gin_trgm_ops);
