-- Learner money and registrations are idempotent, as instructor payments and finance records are
-- (004_finance.sql): the screen makes one key per submit of a lesson-package payment or a learner
-- registration; a repeat with the same key answers the first result and writes nothing. The
-- unique constraints decide between two identical posts at the same moment. Rows written before
-- keys existed (and the demo's) have none.
ALTER TABLE learner_payments ADD COLUMN idempotency_key varchar(64);
ALTER TABLE learner_payments ADD CONSTRAINT learner_payments_idempotency_key_uq UNIQUE (idempotency_key);
ALTER TABLE learners ADD COLUMN idempotency_key varchar(64);
ALTER TABLE learners ADD CONSTRAINT learners_idempotency_key_uq UNIQUE (idempotency_key);
