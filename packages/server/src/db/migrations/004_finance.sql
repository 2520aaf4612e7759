-- Finance and monthly overviews (document 3 §5, §7, §9; DESIGN §8).
--
-- Money is idempotent: a screen makes one key per submit of an instructor payment or an income
-- or expense record; a repeat with the same key answers the first result and writes nothing.
-- The unique constraint is what makes two identical posts at the same moment write one row.
-- Rows recorded before keys existed (and the demo's) have none.
ALTER TABLE instructor_payments ADD COLUMN idempotency_key varchar(64);
ALTER TABLE instructor_payments ADD CONSTRAINT instructor_payments_idempotency_key_uq UNIQUE (idempotency_key);
ALTER TABLE finance_transactions ADD COLUMN idempotency_key varchar(64);
ALTER TABLE finance_transactions ADD CONSTRAINT finance_transactions_idempotency_key_uq UNIQUE (idempotency_key);

-- Whole-school mileage by date (records table and export by tax year).
CREATE INDEX mileage_date_idx ON mileage (mileage_date);

-- Overviews still waiting for their PDF, found by month by the monthly job.
CREATE INDEX overview_reports_unbuilt_idx ON overview_reports (reporting_year, reporting_month) WHERE file_id IS NULL;
