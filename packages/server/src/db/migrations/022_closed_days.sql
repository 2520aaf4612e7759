-- Bank holidays and the school's own closed days (docs/decisions/bank-holidays-and-closed-days.md).
-- No lesson is placed or moved onto a bank holiday of the school's region or a day the school
-- has closed. The bank holidays themselves are not stored: the server reads them from the
-- date-holidays library for the region chosen here.

-- Whose bank holidays close the school: England and Wales, Scotland or Northern Ireland (the
-- region codes of date-holidays under 'GB').
ALTER TABLE school_settings ADD COLUMN bank_holiday_region varchar(3) NOT NULL DEFAULT 'ENG'
  CHECK (bank_holiday_region IN ('ENG', 'SCT', 'NIR'));

-- The school's own closed days, one row a London date, with the reason the administrator gave.
-- Removing one deletes its row; the audit trail keeps what it was.
CREATE TABLE school_closed_days (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  closed_on date NOT NULL,
  reason varchar(100) NOT NULL CHECK (btrim(reason) <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  CONSTRAINT school_closed_days_date_uq UNIQUE (closed_on)
);

SELECT audit_table('school_closed_days', 'school_closed_day', 'id');
