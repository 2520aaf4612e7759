-- Searching finance records and mileage on a large school (issue 32): a search text was tested
-- against every record of the kind, joined to its category and instructor (38 ms for "smi" over
-- 35,000 income records, 3.9 ms on the demo school). The names of categories and instructors are
-- now matched in their own small tables first (finance/record-search.ts), and a record's own
-- searched fields are one text a trigram index serves. The fields are joined by the unit
-- separator, which search text cannot hold (it refuses control characters), so a search never
-- matches across two fields. The expression is the one finance/record-search.ts searches: keep
-- them equal.
CREATE INDEX finance_transactions_text_trgm ON finance_transactions USING gin (
  (lower(t_pay_method) || E'\x1f' || t_status || E'\x1f' || lower(coalesce(t_notes, '')) || E'\x1f' || t_amount::text)
  gin_trgm_ops
);
