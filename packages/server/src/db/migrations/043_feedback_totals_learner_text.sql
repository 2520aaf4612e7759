-- View Instructor Feedbacks searched for a common fragment ("smi": 1,203 of the large school's
-- learners, 967 of them rated) counted its rows by finding the learners on their search index and
-- probing each one's kept totals row: 2.3 ms of a 4.5 ms answer, against 2 ms for the whole
-- answer on the demo school. The kept totals row of a rated learner (direction 2) now carries the
-- learner's search text (learners.search_text, 042), with its own index, so a searched table is
-- counted on this table alone (feedback/feedback-ratings.ts), as the pending lists are on theirs
-- (039). Instructors (direction 1, a few hundred) are searched on their own rows as before.
--
-- The text follows the learner: a change of name, e-mail or mobile (Edit Learner, erasure)
-- rewrites the row in the same transaction, as 039's trigger does for the lessons awaiting feedback.

ALTER TABLE feedback_totals ADD COLUMN learner_text text;

CREATE OR REPLACE FUNCTION add_feedback_totals(directions smallint[], people integer[], counts bigint[], sums bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied_directions smallint[];
  emptied_people integer[];
BEGIN
  IF directions IS NULL THEN
    RETURN;
  END IF;
  WITH up AS (
    INSERT INTO feedback_totals AS t (direction, person_id, feedbacks, score_sum, learner_text)
    SELECT d, p, n, s, CASE WHEN d = 2 THEN (SELECT l.search_text FROM learners l WHERE l.student_id = p) END
    FROM unnest(directions, people, counts, sums) AS x (d, p, n, s) ORDER BY d, p
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

CREATE OR REPLACE FUNCTION refresh_feedback_totals() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM feedback_totals;
  INSERT INTO feedback_totals (direction, person_id, feedbacks, score_sum, learner_text)
  SELECT f.direction, f.person_id, f.feedbacks, f.score_sum, l.search_text
  FROM (SELECT direction, CASE direction WHEN 1 THEN adi_id ELSE stu_id END AS person_id, count(*) AS feedbacks,
               sum(q1_rating + q2_rating + q3_rating) AS score_sum
        FROM feedbacks GROUP BY 1, 2) AS f
  LEFT JOIN learners l ON f.direction = 2 AND l.student_id = f.person_id
  ORDER BY 1, 2;
END $$;

UPDATE feedback_totals k SET learner_text = l.search_text FROM learners l WHERE k.direction = 2 AND l.student_id = k.person_id;
-- A rated learner's row always has the text, an instructor's never.
ALTER TABLE feedback_totals ADD CONSTRAINT feedback_totals_learner_text CHECK ((direction = 2) = (learner_text IS NOT NULL));
CREATE INDEX feedback_totals_learner_text_trgm ON feedback_totals USING gin (learner_text gin_trgm_ops) WHERE direction = 2;

CREATE FUNCTION feedback_totals_learner_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE feedback_totals SET learner_text = NEW.search_text WHERE direction = 2 AND person_id = NEW.student_id;
  RETURN NULL;
END $$;
CREATE TRIGGER learners_feedback_totals_names AFTER UPDATE OF fname, lname, email, mobile ON learners
  FOR EACH ROW WHEN ((OLD.fname, OLD.lname, OLD.email, OLD.mobile) IS DISTINCT FROM (NEW.fname, NEW.lname, NEW.email, NEW.mobile))
  EXECUTE FUNCTION feedback_totals_learner_renamed();

-- The rating tables' unsearched "of N entries" (40,259 learners rated by instructors on the large
-- school) counted every kept totals row of the direction for each first page, 2-3 ms and growing
-- with the school: the number of rated people per direction is now a kept total (031), a change
-- row per writing statement, folded by the lifecycle job.
CREATE FUNCTION kept_rated_after_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO kept_totals (name, count)
    SELECT CASE direction WHEN 1 THEN 'rated_instructors' ELSE 'rated_learners' END, count(*) FROM new_rows GROUP BY direction;
  ELSE
    INSERT INTO kept_totals (name, count)
    SELECT CASE direction WHEN 1 THEN 'rated_instructors' ELSE 'rated_learners' END, -count(*) FROM old_rows GROUP BY direction;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER feedback_totals_kept_insert AFTER INSERT ON feedback_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_rated_after_write();
CREATE TRIGGER feedback_totals_kept_delete AFTER DELETE ON feedback_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_rated_after_write();

-- Every total recounted from its table (bulk loads run with the triggers off): 041's, then the
-- rated people's.
ALTER FUNCTION refresh_kept_totals() RENAME TO refresh_kept_list_and_trail_totals;
CREATE FUNCTION refresh_kept_totals() RETURNS void
LANGUAGE sql AS $$
  SELECT refresh_kept_list_and_trail_totals();
  INSERT INTO kept_totals (name, count)
  SELECT k.name, count(t.person_id) FROM (VALUES (1, 'rated_instructors'), (2, 'rated_learners')) AS k (direction, name)
  LEFT JOIN feedback_totals t ON t.direction = k.direction GROUP BY k.name;
$$;

INSERT INTO kept_totals (name, count)
SELECT k.name, count(t.person_id) FROM (VALUES (1, 'rated_instructors'), (2, 'rated_learners')) AS k (direction, name)
LEFT JOIN feedback_totals t ON t.direction = k.direction GROUP BY k.name;
