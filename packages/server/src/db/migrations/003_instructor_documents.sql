-- Instructor documents and expiries (document 2 §2.1, §5.1, §7.1; docs/decisions.md, "Instructors").
--
-- Every PDF uploaded for an instructor is an uploaded_files row (bytes in the database, in the
-- same transaction as the record that points to it) and an instructor_documents row saying whose
-- it is and what it proves. Replaced documents stay, so the history is kept; the compliance
-- record and the vehicle point to the current ones.

-- A vehicle belongs to one instructor: documents reference the pair.
ALTER TABLE vehicles ADD CONSTRAINT vehicles_c_adi_uq UNIQUE (c_id, adi_id);

CREATE TABLE instructor_documents (
  doc_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  -- the vehicle, for a V5C logbook, an MOT certificate or an insurance document
  c_id integer,
  kind varchar(14) NOT NULL CHECK (kind IN
    ('address_proof1', 'address_proof2', 'licence', 'adi_licence', 'logbook', 'mot', 'insurance')),
  file_id bigint NOT NULL UNIQUE REFERENCES uploaded_files (id),
  added_at timestamptz NOT NULL DEFAULT now(),
  added_by integer REFERENCES staff (id),
  FOREIGN KEY (c_id, adi_id) REFERENCES vehicles (c_id, adi_id),
  CHECK ((c_id IS NOT NULL) = (kind IN ('logbook', 'mot', 'insurance')))
);
CREATE INDEX instructor_documents_adi_idx ON instructor_documents (adi_id, added_at DESC);

-- A registration's key, made once per submit: a repeat answers the first result (DESIGN §8).
ALTER TABLE instructors ADD COLUMN submit_key varchar(64) UNIQUE;

-- The dates the expiry warnings watch: the current compliance record's licence expiries and the
-- VED, MOT and insurance of active vehicles.
CREATE VIEW instructor_document_expiries AS
SELECT c.adi_id, NULL::integer AS c_id, 'licence'::varchar(11) AS document, c.licence_exp AS expires_on
  FROM instructor_compliance c WHERE c.superseded_at IS NULL
UNION ALL
SELECT c.adi_id, NULL::integer, 'adi_licence'::varchar(11), c.adi_licence_exp
  FROM instructor_compliance c WHERE c.superseded_at IS NULL
UNION ALL
SELECT v.adi_id, v.c_id, 'ved'::varchar(11), v.ved_exp FROM vehicles v WHERE v.rec_status = 1
UNION ALL
SELECT v.adi_id, v.c_id, 'mot'::varchar(11), v.mot_exp FROM vehicles v WHERE v.rec_status = 1
UNION ALL
SELECT v.adi_id, v.c_id, 'insurance'::varchar(11), v.insurance_exp FROM vehicles v WHERE v.rec_status = 1;

CREATE INDEX instructor_compliance_licence_exp_idx ON instructor_compliance (licence_exp) WHERE superseded_at IS NULL;
CREATE INDEX instructor_compliance_adi_licence_exp_idx ON instructor_compliance (adi_licence_exp) WHERE superseded_at IS NULL;
CREATE INDEX vehicles_ved_exp_idx ON vehicles (ved_exp) WHERE rec_status = 1;
CREATE INDEX vehicles_mot_exp_idx ON vehicles (mot_exp) WHERE rec_status = 1;
CREATE INDEX vehicles_insurance_exp_idx ON vehicles (insurance_exp) WHERE rec_status = 1;
