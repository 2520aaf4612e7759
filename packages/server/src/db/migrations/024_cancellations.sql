-- Cancellations and no-shows (beyond the spec; docs/decisions/cancellations-and-no-shows.md).
-- The administrator's cancellation policy: a learner who cancels with less than
-- cancel_notice_hours' notice cancels late; late_cancel_forfeits and no_show_forfeits say
-- whether the lesson's credit is then lost (forfeited) or goes back to the learner.
ALTER TABLE school_settings ADD COLUMN cancel_notice_hours smallint NOT NULL DEFAULT 48
  CHECK (cancel_notice_hours BETWEEN 0 AND 336);
ALTER TABLE school_settings ADD COLUMN late_cancel_forfeits boolean NOT NULL DEFAULT true;
ALTER TABLE school_settings ADD COLUMN no_show_forfeits boolean NOT NULL DEFAULT true;

-- Who cancelled a lesson (the learner or the school), why, and who recorded it; and who
-- recorded a lesson's outcome (taken or no-show) by hand. credit_forfeited: the lesson's credit
-- was lost by this cancellation or no-show under the policy of that moment.
ALTER TABLE bookings ADD COLUMN cancel_party varchar(7) CHECK (cancel_party IN ('learner', 'school'));
ALTER TABLE bookings ADD COLUMN cancel_reason varchar(250);
ALTER TABLE bookings ADD COLUMN cancelled_at timestamptz;
ALTER TABLE bookings ADD COLUMN cancelled_by integer REFERENCES staff (id);
ALTER TABLE bookings ADD COLUMN credit_forfeited boolean NOT NULL DEFAULT false;
ALTER TABLE bookings ADD COLUMN outcome_at timestamptz;
ALTER TABLE bookings ADD COLUMN outcome_by integer REFERENCES staff (id);
ALTER TABLE bookings ADD CONSTRAINT bookings_cancel_ck
  CHECK ((cancel_party IS NULL) = (cancel_reason IS NULL) AND (cancel_party IS NULL) = (cancelled_at IS NULL)
         AND (cancel_party IS NULL OR booking_state = 3));
ALTER TABLE bookings ADD CONSTRAINT bookings_forfeit_ck CHECK (NOT credit_forfeited OR booking_state IN (3, 4));

-- Until now a no-show used its credit: under the new rules that credit was forfeited.
UPDATE credits c SET cred_status = 4, forfeited_at = c.used_at, used_at = NULL
  FROM bookings b WHERE b.cred_id = c.cred_id AND b.booking_state = 4 AND c.cred_status = 3;
UPDATE bookings SET credit_forfeited = true WHERE booking_state = 4;

-- A no-show whose credit went back to the learner no longer holds it: the credit may pay for
-- another lesson. Every other booking that is not cancelled holds its credit alone.
DROP INDEX bookings_one_per_credit_uq;
CREATE UNIQUE INDEX bookings_one_per_credit_uq ON bookings (cred_id)
  WHERE booking_state <> 3 AND (booking_state <> 4 OR credit_forfeited);
