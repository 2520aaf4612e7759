-- Lists as fast on a school of 50,000 learners as on the demo school
-- (docs/decisions/flat-lists-kept-totals.md). Three kinds of work grew with the school on a
-- list's first page: counting every row for "of N entries", summing a whole ledger for its
-- totals, and testing every learner against the rules of "awaiting an instructor" or "awaiting a
-- booking". The first two now read kept totals; the third reads the bell's kept flags (011).

-- ── Kept totals ───────────────────────────────────────────────────────────────────────────
-- Each row is a change to one total (`name`): rows added or removed, and the money or miles
-- they carried. Triggers append a row per writing statement, in its own transaction, and never
-- update one, so writers never wait for each other here; a total is the sum of its rows, which
-- the lifecycle job folds into one row per name every run (fold_kept_totals()), so a read sums
-- a handful of rows. The totals:
--   learners                    count: every learner (the learner tables' unsearched total)
--   assignments                 count: every assignment (Assigned Learners and Instructors)
--   income, expense             count, amount, completed: the school's finance records of the
--                               kind, and the sum of those completed
--   mileage                     count, amount: every mileage record and its miles
--   credits_held                count, amount, learners: credits Frozen, Available or Allocated,
--                               their value, and how many learners hold one (expiry is left to
--                               the reader: the lifecycle job expires credits every run)
CREATE TABLE kept_totals (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  amount numeric(16, 2) NOT NULL DEFAULT 0,
  completed numeric(16, 2) NOT NULL DEFAULT 0,
  learners bigint NOT NULL DEFAULT 0
);
CREATE INDEX kept_totals_name_idx ON kept_totals (name) INCLUDE (count, amount, completed, learners);

-- Counts: the rows a statement inserted or deleted.
CREATE FUNCTION kept_count_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO n FROM new_rows;
  ELSE
    SELECT -count(*) INTO n FROM old_rows;
  END IF;
  IF n <> 0 THEN
    INSERT INTO kept_totals (name, count) VALUES (TG_TABLE_NAME, n);
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['learners', 'assignments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION kept_count_after_write()', t || '_kept_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION kept_count_after_write()', t || '_kept_delete', t);
  END LOOP;
END $$;

-- The other triggers gather the rows a statement added and took away into arrays first: a
-- transition table exists only for the operations that have it (no old_rows on INSERT).

-- Finance records: per kind, what the statement added less what it took away (an update is both).
CREATE FUNCTION kept_finance_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  signs integer[] := '{}';
  kinds text[] := '{}';
  amounts numeric[] := '{}';
  statuses text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT signs || array_agg(1), kinds || array_agg(kind::text), amounts || array_agg(t_amount), statuses || array_agg(t_status::text)
    INTO signs, kinds, amounts, statuses FROM new_rows HAVING count(*) > 0;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(signs, '{}') || array_agg(-1), coalesce(kinds, '{}') || array_agg(kind::text),
           coalesce(amounts, '{}') || array_agg(t_amount), coalesce(statuses, '{}') || array_agg(t_status::text)
    INTO signs, kinds, amounts, statuses FROM old_rows HAVING count(*) > 0;
  END IF;
  INSERT INTO kept_totals (name, count, amount, completed)
  SELECT kind, sum(sign), sum(sign * amount), coalesce(sum(sign * amount) FILTER (WHERE status = 'completed'), 0)
  FROM unnest(signs, kinds, amounts, statuses) AS change (sign, kind, amount, status)
  GROUP BY kind
  HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR coalesce(sum(sign * amount) FILTER (WHERE status = 'completed'), 0) <> 0;
  RETURN NULL;
END $$;

-- Mileage: the records and their miles.
CREATE FUNCTION kept_mileage_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added_n bigint := 0;
  added_miles numeric := 0;
  taken_n bigint := 0;
  taken_miles numeric := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT count(*), coalesce(sum(end_mileage - start_mileage), 0) INTO added_n, added_miles FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT count(*), coalesce(sum(end_mileage - start_mileage), 0) INTO taken_n, taken_miles FROM old_rows;
  END IF;
  IF added_n <> taken_n OR added_miles <> taken_miles THEN
    INSERT INTO kept_totals (name, count, amount) VALUES ('mileage', added_n - taken_n, added_miles - taken_miles);
  END IF;
  RETURN NULL;
END $$;

-- Held credits: their number and value, and the learners who came to hold one or stopped
-- holding any. Those learners' rows are locked first, as the bell's trigger does (011), so that
-- of two statements changing one learner's credits the later counts after the earlier commits.
CREATE FUNCTION kept_credits_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  signs integer[] := '{}';
  holders integer[] := '{}';
  amounts numeric[] := '{}';
  ids integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT signs || array_agg(1), holders || array_agg(stu_id), amounts || array_agg(cred_value)
    INTO signs, holders, amounts FROM new_rows WHERE cred_status IN (0, 1, 2) HAVING count(*) > 0;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(signs, '{}') || array_agg(-1), coalesce(holders, '{}') || array_agg(stu_id),
           coalesce(amounts, '{}') || array_agg(cred_value)
    INTO signs, holders, amounts FROM old_rows WHERE cred_status IN (0, 1, 2) HAVING count(*) > 0;
  END IF;
  IF coalesce(cardinality(signs), 0) = 0 THEN
    RETURN NULL;
  END IF;
  -- The learners whose held count changed (an allocation, Available to Allocated, changes none).
  SELECT array_agg(stu_id ORDER BY stu_id) INTO ids
  FROM (SELECT stu_id FROM unnest(signs, holders) AS c (sign, stu_id) GROUP BY stu_id HAVING sum(sign) <> 0) AS changed;
  PERFORM 1 FROM learners l WHERE l.student_id = ANY (ids) ORDER BY l.student_id FOR NO KEY UPDATE;
  INSERT INTO kept_totals (name, count, amount, learners)
  SELECT 'credits_held', sum(c.sign), sum(c.sign * c.amount),
         coalesce((SELECT count(*) FILTER (WHERE p.now_held > 0) - count(*) FILTER (WHERE p.now_held - p.delta > 0)
                   FROM (SELECT x.stu_id, sum(x.sign) AS delta,
                                (SELECT count(*) FROM credits h WHERE h.stu_id = x.stu_id AND h.cred_status IN (0, 1, 2)) AS now_held
                         FROM unnest(signs, holders) AS x (sign, stu_id) WHERE x.stu_id = ANY (ids) GROUP BY x.stu_id) AS p), 0)
  FROM unnest(signs, amounts) AS c (sign, amount)
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount) <> 0;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
  fn text;
BEGIN
  FOREACH t IN ARRAY ARRAY['finance_transactions', 'mileage', 'credits'] LOOP
    fn := CASE t WHEN 'finance_transactions' THEN 'kept_finance_after_write' WHEN 'mileage' THEN 'kept_mileage_after_write'
          ELSE 'kept_credits_after_write' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_kept_insert', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_kept_delete', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_kept_update', t, fn);
  END LOOP;
END $$;

-- Every total recounted from its table: for bulk loads, which run with the triggers off.
CREATE FUNCTION refresh_kept_totals() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM kept_totals;
  INSERT INTO kept_totals (name, count) SELECT 'learners', count(*) FROM learners;
  INSERT INTO kept_totals (name, count) SELECT 'assignments', count(*) FROM assignments;
  INSERT INTO kept_totals (name, count, amount, completed)
  SELECT k.kind, count(f.t_id), coalesce(sum(f.t_amount), 0), coalesce(sum(f.t_amount) FILTER (WHERE f.t_status = 'completed'), 0)
  FROM (VALUES ('income'), ('expense')) AS k (kind) LEFT JOIN finance_transactions f ON f.kind = k.kind GROUP BY k.kind;
  INSERT INTO kept_totals (name, count, amount) SELECT 'mileage', count(*), coalesce(sum(end_mileage - start_mileage), 0) FROM mileage;
  INSERT INTO kept_totals (name, count, amount, learners)
  SELECT 'credits_held', count(*), coalesce(sum(cred_value), 0), count(DISTINCT stu_id) FROM credits WHERE cred_status IN (0, 1, 2);
$$;

-- Folds each total's change rows into one (the lifecycle job, every run). Rows written while it
-- runs are not in its snapshot and stay as they are.
CREATE FUNCTION fold_kept_totals() RETURNS void
LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM kept_totals RETURNING *)
  INSERT INTO kept_totals (name, count, amount, completed, learners)
  SELECT name, sum(count), sum(amount), sum(completed), sum(learners) FROM gone GROUP BY name;
$$;

SELECT refresh_kept_totals();

-- The money held's "expiring within 30 days" and "next expiry" read the Available credits by
-- expiry, their value in the index: a range of one month's credits, not every credit held.
DROP INDEX credits_expiry_idx;
CREATE INDEX credits_expiry_idx ON credits (expires_at) INCLUDE (cred_value, stu_id) WHERE cred_status = 1;

-- ── Learners awaiting an instructor or a booking, from the bell's kept flags ───────────────
-- The same learners as the views learners_awaiting_instructor and learners_pending_booking
-- (002), which test every learner: the kept flags (learner_bell, 011) hold the state as the
-- lifecycle job leaves the rows, and the learners the clock has overtaken since its last run
-- (overtaken_learners) are looked up as of now, as the bell's counts are.
CREATE VIEW awaiting_instructor_kept AS
SELECT b.stu_id FROM learner_bell b
WHERE b.awaiting_instructor AND b.stu_id NOT IN (SELECT o.id FROM overtaken_learners(now()) AS o (id))
UNION ALL
SELECT o.id FROM overtaken_learners(now()) AS o (id) CROSS JOIN LATERAL learner_bell_flags(o.id, now()) AS f
WHERE f.awaiting_instructor;

-- With the instructor of the learner's active assignment (a learner awaiting a booking has one).
CREATE VIEW pending_booking_kept AS
SELECT k.stu_id, a.adi_id
FROM (
  SELECT b.stu_id FROM learner_bell b
  WHERE b.pending_booking AND b.stu_id NOT IN (SELECT o.id FROM overtaken_learners(now()) AS o (id))
  UNION ALL
  SELECT o.id FROM overtaken_learners(now()) AS o (id) CROSS JOIN LATERAL learner_bell_flags(o.id, now()) AS f
  WHERE f.pending_booking
) AS k
JOIN assignments a ON a.stu_id = k.stu_id AND a.assign_status = 1;
