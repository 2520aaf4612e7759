-- Active and Resolved Complaints searched found the learners whose party text holds the search on
-- their own index (038), then tested the list's complaints against them: "smi" finds 1,331 of the
-- large school's 50,000 learners to match a few hundred complaints, 2.3-3.6x the demo school's
-- time. Each complaint's parties' texts are now kept beside it, one line a party, as the lists
-- show a person ('l12 jane smith', 'a4 john brown'; empty for a party that is no person), with an
-- index of their own: a search reads the complaints' texts, not every learner's
-- (complaints/complaint-rows.ts). The search text is one line (the paging fields refuse a line
-- break), so a match never runs from one party into the other.
--
-- A table of its own, not a column of complaints: complaints are audited (013), and a column
-- rewritten when a learner is renamed would copy the old name into the trail, which erasure
-- cannot take back. Kept by row triggers in the writing statement's transaction: a complaint's
-- parties recorded or changed, a learner's or an instructor's name changed (Edit Learner, the
-- instructor forms, erasure). A complaint removed takes its row with it.

CREATE FUNCTION complaint_party_text(stu integer, adi integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT lower('L' || l.student_id::text || ' ' || l.fname || ' ' || l.lname) FROM learners l WHERE l.student_id = stu),
    (SELECT lower('A' || i.adi_id::text || ' ' || i.fname || ' ' || i.lname) FROM instructors i WHERE i.adi_id = adi),
    '')
$$;

CREATE TABLE complaint_party_search (
  ref integer PRIMARY KEY REFERENCES complaints (ref) ON DELETE CASCADE,
  party_text text NOT NULL
);
CREATE INDEX complaint_party_search_trgm ON complaint_party_search USING gin (party_text gin_trgm_ops);

-- The rows of the complaints `refs`, as their parties read now.
CREATE FUNCTION keep_complaint_parties(refs integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO complaint_party_search (ref, party_text)
  SELECT c.ref, complaint_party_text(c.complainant_stu_id, c.complainant_adi_id) || E'\n'
    || complaint_party_text(c.complainee_stu_id, c.complainee_adi_id)
  FROM complaints c WHERE c.ref = ANY (refs)
  ON CONFLICT (ref) DO UPDATE SET party_text = EXCLUDED.party_text
$$;

CREATE FUNCTION refresh_complaint_party_search() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM complaint_party_search;
  PERFORM keep_complaint_parties(ARRAY(SELECT ref FROM complaints));
END $$;
SELECT refresh_complaint_party_search();

CREATE FUNCTION complaint_parties_written() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_complaint_parties(ARRAY[NEW.ref]);
  RETURN NULL;
END $$;
CREATE TRIGGER complaints_party_search AFTER INSERT OR UPDATE OF complainant_stu_id, complainant_adi_id, complainee_stu_id, complainee_adi_id
  ON complaints FOR EACH ROW EXECUTE FUNCTION complaint_parties_written();

CREATE FUNCTION complaint_party_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'learners' THEN
    PERFORM keep_complaint_parties(ARRAY(SELECT ref FROM complaints
      WHERE complainant_stu_id = NEW.student_id OR complainee_stu_id = NEW.student_id));
  ELSE
    PERFORM keep_complaint_parties(ARRAY(SELECT ref FROM complaints
      WHERE complainant_adi_id = NEW.adi_id OR complainee_adi_id = NEW.adi_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER learners_complaint_names AFTER UPDATE OF fname, lname ON learners
  FOR EACH ROW WHEN ((OLD.fname, OLD.lname) IS DISTINCT FROM (NEW.fname, NEW.lname))
  EXECUTE FUNCTION complaint_party_renamed();
CREATE TRIGGER instructors_complaint_names AFTER UPDATE OF fname, lname ON instructors
  FOR EACH ROW WHEN ((OLD.fname, OLD.lname) IS DISTINCT FROM (NEW.fname, NEW.lname))
  EXECUTE FUNCTION complaint_party_renamed();

-- The learners are no longer searched for a complaint party on their own.
DROP INDEX learners_party_name_trgm;
