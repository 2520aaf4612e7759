-- An administrator may void a learner payment taken in error while none of its credits has been
-- booked or used: its credits are deleted in the same transaction and the payment stays, marked
-- voided with who, when and why, so the histories still show it and every total leaves it out.
-- void_key is the void submit's idempotency key: a repeat of the same void answers SUCCESS.
ALTER TABLE learner_payments ADD COLUMN voided_at timestamptz;
ALTER TABLE learner_payments ADD COLUMN voided_by integer REFERENCES staff (id);
ALTER TABLE learner_payments ADD COLUMN void_reason varchar(250);
ALTER TABLE learner_payments ADD COLUMN void_key varchar(64);
ALTER TABLE learner_payments ADD CONSTRAINT learner_payments_void_key_uq UNIQUE (void_key);
ALTER TABLE learner_payments ADD CONSTRAINT learner_payments_void_ck
  CHECK ((voided_at IS NULL) = (void_reason IS NULL) AND (voided_at IS NULL) = (void_key IS NULL)
         AND (voided_by IS NULL OR voided_at IS NOT NULL));
