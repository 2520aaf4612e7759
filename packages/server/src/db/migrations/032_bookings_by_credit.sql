-- A learner's monthly overview counts the credits held for a lesson to come by looking up each
-- credit's bookings, cancelled ones included (statement-data.ts); the only index on cred_id
-- (bookings_one_per_credit_uq) leaves cancelled lessons out, so each overview read every lesson
-- of the school: 0.2-2 s a learner on the large school, for every overview the lifecycle job
-- builds. Found while timing the lists (docs/decisions/flat-lists-kept-totals.md).
CREATE INDEX bookings_cred_idx ON bookings (cred_id);
