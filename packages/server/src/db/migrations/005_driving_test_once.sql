-- A learner sits one practical driving test at a time: recording the same test twice (a double
-- submit, or two clerks at once) is refused by the database, not only by the screen. The unique
-- index replaces the plain one on the same columns.
CREATE UNIQUE INDEX driving_tests_stu_at_uq ON driving_tests (stu_id, test_at);
DROP INDEX driving_tests_stu_idx;
