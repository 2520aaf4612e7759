-- Lessons taken and the money their credits carried, per London day and instructor
-- (docs/decisions.md, "Financial 6 reads a lesson income rollup"). Financial 6 (Income by
-- Number of Bookings) summed a year of completed lessons (~200k on the large school), looking
-- up each one's credit value; it now sums this table's rows of the range instead.
--
-- Kept by a statement-level trigger on bookings, in the writing statement's own transaction:
-- every insert, update (completion, move, cancellation, change of instructor or credit) and
-- delete adds the rows it made Complete and takes away the rows that were Complete before,
-- grouped by day and instructor, so concurrent writers add to a day's row under its row lock
-- and never recount it. A credit's value is fixed when it is created; should one change, a
-- row trigger on credits moves the difference onto its completed lessons. Credits with lessons
-- cannot be deleted (bookings reference them), so a void never touches this table.
-- Bulk loads (seed-school, seed-large) run with the trigger off and rebuild the table after
-- (refresh_lesson_income(), withoutDerivedTriggers in demo/school/derived-triggers.ts).

CREATE TABLE lesson_income (
  lesson_date date NOT NULL,
  adi_id integer NOT NULL,
  lessons integer NOT NULL,
  money numeric(14, 2) NOT NULL,
  PRIMARY KEY (lesson_date, adi_id)
);

-- Adds a change to the kept rows: per day and instructor, lessons and money to add (negative
-- to take away). Keys are written in order, so two writers touching the same days lock them in
-- the same order. Rows left with no lessons go.
CREATE FUNCTION add_lesson_income(days date[], adis integer[], counts bigint[], amounts numeric[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied_days date[];
  emptied_adis integer[];
BEGIN
  IF days IS NULL THEN
    RETURN;
  END IF;
  WITH up AS (
    INSERT INTO lesson_income AS t (lesson_date, adi_id, lessons, money)
    SELECT d, a, n, m FROM unnest(days, adis, counts, amounts) AS x (d, a, n, m) ORDER BY d, a
    ON CONFLICT (lesson_date, adi_id)
      DO UPDATE SET lessons = t.lessons + EXCLUDED.lessons, money = t.money + EXCLUDED.money
    RETURNING t.lesson_date, t.adi_id, t.lessons
  )
  SELECT array_agg(lesson_date), array_agg(adi_id) INTO emptied_days, emptied_adis FROM up WHERE lessons = 0;
  IF emptied_days IS NOT NULL THEN
    DELETE FROM lesson_income t USING unnest(emptied_days, emptied_adis) AS e (d, a)
    WHERE t.lesson_date = e.d AND t.adi_id = e.a AND t.lessons = 0;
  END IF;
END $$;

-- The change a statement on bookings made: +1 lesson and its credit's value for each new row
-- that is Complete, -1 and the value for each old row that was. Transition tables are only
-- visible here, so each operation has its own statement (an update nets out the rows whose
-- day, instructor, credit and completion it left as they were).
CREATE FUNCTION lesson_income_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  days date[];
  adis integer[];
  counts bigint[];
  amounts numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d), array_agg(a), array_agg(n), array_agg(m) INTO days, adis, counts, amounts
    FROM (SELECT x.lesson_date AS d, x.adi_id AS a, count(*) AS n, sum(c.cred_value) AS m
          FROM new_rows x JOIN credits c ON c.cred_id = x.cred_id
          WHERE x.booking_state = 5 GROUP BY 1, 2) AS delta;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d), array_agg(a), array_agg(n), array_agg(m) INTO days, adis, counts, amounts
    FROM (SELECT x.lesson_date AS d, x.adi_id AS a, -count(*) AS n, -sum(c.cred_value) AS m
          FROM old_rows x JOIN credits c ON c.cred_id = x.cred_id
          WHERE x.booking_state = 5 GROUP BY 1, 2) AS delta;
  ELSE
    SELECT array_agg(d), array_agg(a), array_agg(n), array_agg(m) INTO days, adis, counts, amounts
    FROM (SELECT e.d, e.a, sum(e.n) AS n, sum(e.m) AS m
          FROM (SELECT x.lesson_date AS d, x.adi_id AS a, 1 AS n, c.cred_value AS m
                FROM new_rows x JOIN credits c ON c.cred_id = x.cred_id WHERE x.booking_state = 5
                UNION ALL
                SELECT x.lesson_date, x.adi_id, -1, -c.cred_value
                FROM old_rows x JOIN credits c ON c.cred_id = x.cred_id WHERE x.booking_state = 5) AS e
          GROUP BY 1, 2 HAVING sum(e.n) <> 0 OR sum(e.m) <> 0) AS delta;
  END IF;
  PERFORM add_lesson_income(days, adis, counts, amounts);
  RETURN NULL;
END $$;

CREATE TRIGGER bookings_income_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lesson_income_after_write();
CREATE TRIGGER bookings_income_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lesson_income_after_write();
CREATE TRIGGER bookings_income_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lesson_income_after_write();

-- A credit whose value changes moves the difference onto its completed lessons.
CREATE FUNCTION lesson_income_credit_value() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  days date[];
  adis integer[];
  counts bigint[];
  amounts numeric[];
BEGIN
  SELECT array_agg(d), array_agg(a), array_agg(n), array_agg(m) INTO days, adis, counts, amounts
  FROM (SELECT b.lesson_date AS d, b.adi_id AS a, 0::bigint AS n, count(*) * (NEW.cred_value - OLD.cred_value) AS m
        FROM bookings b WHERE b.cred_id = NEW.cred_id AND b.booking_state = 5 GROUP BY 1, 2) AS delta;
  PERFORM add_lesson_income(days, adis, counts, amounts);
  RETURN NULL;
END $$;

CREATE TRIGGER credits_income_value AFTER UPDATE ON credits
  FOR EACH ROW WHEN (OLD.cred_value IS DISTINCT FROM NEW.cred_value) EXECUTE FUNCTION lesson_income_credit_value();

-- Recounts the whole table from the lessons: the backfill below, and after a bulk load that
-- ran with the triggers off.
CREATE FUNCTION refresh_lesson_income() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lesson_income;
  INSERT INTO lesson_income (lesson_date, adi_id, lessons, money)
  SELECT b.lesson_date, b.adi_id, count(*), sum(c.cred_value)
  FROM bookings b JOIN credits c ON c.cred_id = b.cred_id
  WHERE b.booking_state = 5
  GROUP BY 1, 2 ORDER BY 1, 2;
END $$;

SELECT refresh_lesson_income();
