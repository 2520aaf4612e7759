-- Each rated person's feedback totals, per direction (docs/decisions.md, "The rating tables'
-- average and count orders read kept totals"). View Learner Feedback (instructors, direction 1)
-- and View Instructor Feedbacks (learners, direction 2) in average or count order grouped every
-- feedback of the direction to sort the people (140-210 ms a page on the large school); they now
-- walk this table's indexes and stop at the page.
--
-- A row is a person rated in a direction: the instructor (direction 1, learners about
-- instructors) or the learner (direction 2, instructors about learners), how many feedbacks they
-- have and the sum of their rated questions (three a feedback). Kept by statement-level triggers
-- on feedbacks in the writing statement's transaction; a row whose last feedback goes is removed.
-- Bulk loads run with the triggers off and rebuild it (refresh_feedback_totals()).

CREATE TABLE feedback_totals (
  direction smallint NOT NULL,
  person_id integer NOT NULL,
  feedbacks integer NOT NULL,
  score_sum integer NOT NULL,
  PRIMARY KEY (direction, person_id)
);

-- The mean of every rated question to two places, as the rating tables show it (NULL for a row
-- a write has just emptied, before it goes).
CREATE FUNCTION feedback_average(score_sum integer, feedbacks integer) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT round(score_sum / (3.0 * nullif(feedbacks, 0)), 2) $$;

CREATE INDEX feedback_totals_average_idx ON feedback_totals (direction, feedback_average(score_sum, feedbacks), person_id);
CREATE INDEX feedback_totals_count_idx ON feedback_totals (direction, feedbacks, person_id);

-- Adds feedbacks and scores to people's rows (negative to take away). Keys are written in order,
-- so two writers touching the same people lock them in the same order; rows left with no
-- feedbacks go. (The upsert, as lesson_income's: a row another writer has just removed is
-- inserted again rather than missed.)
CREATE FUNCTION add_feedback_totals(directions smallint[], people integer[], counts bigint[], sums bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied_directions smallint[];
  emptied_people integer[];
BEGIN
  IF directions IS NULL THEN
    RETURN;
  END IF;
  WITH up AS (
    INSERT INTO feedback_totals AS t (direction, person_id, feedbacks, score_sum)
    SELECT d, p, n, s FROM unnest(directions, people, counts, sums) AS x (d, p, n, s) ORDER BY d, p
    ON CONFLICT (direction, person_id)
      DO UPDATE SET feedbacks = t.feedbacks + EXCLUDED.feedbacks, score_sum = t.score_sum + EXCLUDED.score_sum
    RETURNING t.direction, t.person_id, t.feedbacks
  )
  SELECT array_agg(direction), array_agg(person_id) INTO emptied_directions, emptied_people FROM up WHERE feedbacks = 0;
  IF emptied_directions IS NOT NULL THEN
    DELETE FROM feedback_totals t USING unnest(emptied_directions, emptied_people) AS e (d, p)
    WHERE t.direction = e.d AND t.person_id = e.p AND t.feedbacks = 0;
  END IF;
END $$;

-- The change a statement on feedbacks made, per direction and rated person.
CREATE FUNCTION feedback_totals_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  directions smallint[];
  people integer[];
  counts bigint[];
  sums bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d), array_agg(p), array_agg(n), array_agg(s) INTO directions, people, counts, sums
    FROM (SELECT x.direction AS d, CASE x.direction WHEN 1 THEN x.adi_id ELSE x.stu_id END AS p,
                 count(*) AS n, sum(x.q1_rating + x.q2_rating + x.q3_rating) AS s
          FROM new_rows x GROUP BY 1, 2) AS delta;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d), array_agg(p), array_agg(n), array_agg(s) INTO directions, people, counts, sums
    FROM (SELECT x.direction AS d, CASE x.direction WHEN 1 THEN x.adi_id ELSE x.stu_id END AS p,
                 -count(*) AS n, -sum(x.q1_rating + x.q2_rating + x.q3_rating) AS s
          FROM old_rows x GROUP BY 1, 2) AS delta;
  ELSE
    SELECT array_agg(d), array_agg(p), array_agg(n), array_agg(s) INTO directions, people, counts, sums
    FROM (SELECT e.d, e.p, sum(e.n) AS n, sum(e.s) AS s
          FROM (SELECT x.direction AS d, CASE x.direction WHEN 1 THEN x.adi_id ELSE x.stu_id END AS p,
                       1 AS n, x.q1_rating + x.q2_rating + x.q3_rating AS s
                FROM new_rows x
                UNION ALL
                SELECT x.direction, CASE x.direction WHEN 1 THEN x.adi_id ELSE x.stu_id END,
                       -1, -(x.q1_rating + x.q2_rating + x.q3_rating)
                FROM old_rows x) AS e
          GROUP BY 1, 2 HAVING sum(e.n) <> 0 OR sum(e.s) <> 0) AS delta;
  END IF;
  PERFORM add_feedback_totals(directions, people, counts, sums);
  RETURN NULL;
END $$;

CREATE TRIGGER feedbacks_totals_insert AFTER INSERT ON feedbacks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_totals_after_write();
CREATE TRIGGER feedbacks_totals_delete AFTER DELETE ON feedbacks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_totals_after_write();
CREATE TRIGGER feedbacks_totals_update AFTER UPDATE ON feedbacks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_totals_after_write();

-- Recounts the table from the feedbacks: the backfill below, and after a bulk load that ran with
-- the triggers off.
CREATE FUNCTION refresh_feedback_totals() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feedback_totals;
  INSERT INTO feedback_totals (direction, person_id, feedbacks, score_sum)
  SELECT direction, CASE direction WHEN 1 THEN adi_id ELSE stu_id END, count(*), sum(q1_rating + q2_rating + q3_rating)
  FROM feedbacks GROUP BY 1, 2 ORDER BY 1, 2;
END $$;

SELECT refresh_feedback_totals();
