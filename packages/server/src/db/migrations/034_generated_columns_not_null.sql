-- These stored columns are STRICT functions of NOT NULL columns, so they are never NULL. PostgreSQL
-- reports a generated column as nullable unless it says NOT NULL, and the generated types
-- (db/schema.generated.ts) follow what it reports.
ALTER TABLE learners ALTER COLUMN outer_pc SET NOT NULL;
ALTER TABLE instructors ALTER COLUMN curr_outer_pc SET NOT NULL;
ALTER TABLE bookings ALTER COLUMN lesson_date SET NOT NULL;
ALTER TABLE driving_tests ALTER COLUMN test_date SET NOT NULL;
