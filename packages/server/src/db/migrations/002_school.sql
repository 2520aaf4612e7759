-- School tables: every entity of the three spec documents that is not a platform table
-- (001): dictionaries, learners, instructors and their vehicles, plans, payments and credits,
-- assignments, bookings, tests, departures, feedback, complaints, instructor payments,
-- finance, overview PDFs and their e-mail history, school settings, and the
-- notification_counts view. Conventions and definitions: docs/data-model.md.
--
-- Times: instants are timestamptz; the school's wall clock is Europe/London, so "the day of"
-- an instant is (instant AT TIME ZONE 'Europe/London')::date (london_date below).

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- ---------------------------------------------------------------------------------------
-- Helper functions (pure, so they can back generated columns and indexes)
-- ---------------------------------------------------------------------------------------

-- The school's calendar date of an instant.
CREATE FUNCTION london_date(ts timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (ts AT TIME ZONE 'Europe/London')::date;

-- The instant at which a London wall-clock date and time happen.
CREATE FUNCTION london_ts(d date, t time) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (d + t) AT TIME ZONE 'Europe/London';

-- Outer part of a UK postcode ('e7 9qp', 'E79QP' -> 'E7'): the inward code is always the
-- last three characters once spaces are removed.
CREATE FUNCTION outer_postcode(pc text) RETURNS varchar
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN upper(left(replace(pc, ' ', ''), greatest(length(replace(pc, ' ', '')) - 3, 0)));

-- Reporting age band (document 1 §5, document 3 §9) at a given date:
-- A under 26 (17-25; younger learners count as A), B 26-35, C 36-45, D 46-55, E 56-64,
-- F 65 and over (the spec's bands overlap at 65; 65 goes to F).
CREATE FUNCTION age_band(dob date, at_date date) RETURNS char(1)
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE
    WHEN extract(year FROM age(at_date, dob)) < 26 THEN 'A'
    WHEN extract(year FROM age(at_date, dob)) < 36 THEN 'B'
    WHEN extract(year FROM age(at_date, dob)) < 46 THEN 'C'
    WHEN extract(year FROM age(at_date, dob)) < 56 THEN 'D'
    WHEN extract(year FROM age(at_date, dob)) < 65 THEN 'E'
    ELSE 'F' END;

-- When a credit bought at paid_on expires: the start (London midnight) of the same calendar
-- day `months` months later. Bought 2024-10-27 00:30 BST -> expires 2025-10-27 00:00 GMT.
CREATE FUNCTION credit_expiry(paid_on timestamptz, n_months integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (((paid_on AT TIME ZONE 'Europe/London')::date + make_interval(months => n_months))::date
          + time '00:00') AT TIME ZONE 'Europe/London';

-- ---------------------------------------------------------------------------------------
-- School settings (one row)
-- ---------------------------------------------------------------------------------------

CREATE TABLE school_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- credits not used within this many months of payment expire and are forfeited by 'System'
  credit_expiry_months smallint NOT NULL DEFAULT 12 CHECK (credit_expiry_months BETWEEN 1 AND 120),
  -- no response for this many months after last contact counts as a departure (document 1 §9)
  departure_after_months smallint NOT NULL DEFAULT 3 CHECK (departure_after_months BETWEEN 1 AND 24),
  -- first tax year offered by the finance export (the year 6 April YYYY to 5 April YYYY+1)
  earliest_tax_year smallint NOT NULL DEFAULT 2019 CHECK (earliest_tax_year BETWEEN 2000 AND 2100),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff (id)
);
INSERT INTO school_settings (id) VALUES (1);

-- What the periodic lifecycle job did (one row per run that did work or took the lock).
CREATE TABLE lifecycle_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now(),
  as_of timestamptz NOT NULL,
  completed_bookings integer NOT NULL DEFAULT 0 CHECK (completed_bookings >= 0),
  expired_credits integer NOT NULL DEFAULT 0 CHECK (expired_credits >= 0),
  overview_rows integer NOT NULL DEFAULT 0 CHECK (overview_rows >= 0)
);

-- ---------------------------------------------------------------------------------------
-- Dictionaries (document 1 §3 "Dropdown lists", document 2 §3 "Lookup lists")
-- ---------------------------------------------------------------------------------------

-- Vehicle (body) types. Entry 1 is the "no preference" choice learners may make; the
-- instructor vehicle picker drops it (document 2 §2.1).
CREATE TABLE vehicle_types (
  id smallint PRIMARY KEY,
  txt varchar(40) NOT NULL UNIQUE
);
INSERT INTO vehicle_types (id, txt) VALUES
  (1, 'Any vehicle type'), (2, 'Hatchback'), (3, 'Saloon'), (4, 'Estate'), (5, 'SUV'),
  (6, 'MPV'), (7, 'Coupe'), (8, 'Convertible'), (9, 'Small city car'), (10, 'Crossover');

CREATE TABLE fuel_types (
  id smallint PRIMARY KEY,
  txt varchar(40) NOT NULL UNIQUE
);
INSERT INTO fuel_types (id, txt) VALUES
  (1, 'Petrol'), (2, 'Diesel'), (3, 'Hybrid'), (4, 'Plug-in hybrid'), (5, 'Electric'), (6, 'LPG');

-- Who owns the tuition vehicle; message is the hint shown under the picker.
CREATE TABLE vehicle_owner_types (
  type_id smallint PRIMARY KEY,
  description varchar(60) NOT NULL UNIQUE,
  message varchar(250) NOT NULL
);
INSERT INTO vehicle_owner_types (type_id, description, message) VALUES
  (1, 'Owned by the instructor', 'The instructor must be the registered keeper named on the V5C.'),
  (2, 'Financed or leased by the instructor', 'Upload the finance or lease agreement page naming the instructor with the V5C.'),
  (3, 'Supplied by the driving school', 'School vehicles are insured by the school; upload the school''s insurance certificate.'),
  (4, 'Hired from a tuition car provider', 'The hire agreement must cover driving tuition and dual controls.'),
  (5, 'Owned by a family member', 'The insurance must name the instructor and cover driving tuition (business use).');

-- Languages. English (10) is every instructor's primary language; a learner's req_language
-- is a secondary language (NULL: English only).
CREATE TABLE languages (
  id smallint PRIMARY KEY,
  txt varchar(40) NOT NULL UNIQUE
);
INSERT INTO languages (id, txt) VALUES
  (1, 'Albanian'), (2, 'Amharic'), (3, 'Arabic'), (4, 'Bengali'), (5, 'Bulgarian'),
  (6, 'Cantonese'), (7, 'Czech'), (8, 'Dari'), (9, 'Dutch'), (10, 'English'),
  (11, 'Farsi'), (12, 'French'), (13, 'German'), (14, 'Greek'), (15, 'Gujarati'),
  (16, 'Hindi'), (17, 'Hungarian'), (18, 'Italian'), (19, 'Kurdish'), (20, 'Lithuanian'),
  (21, 'Mandarin'), (22, 'Polish'), (23, 'Portuguese'), (24, 'Punjabi'), (25, 'Romanian'),
  (26, 'Russian'), (27, 'Somali'), (28, 'Spanish'), (29, 'Tamil'), (30, 'Turkish'),
  (31, 'Twi'), (32, 'Ukrainian'), (33, 'Urdu'), (34, 'Welsh'), (35, 'Yoruba');

-- Stored complainant and complainee kinds (document 2 §9).
CREATE TABLE complaint_party_kinds (
  id smallint PRIMARY KEY,
  txt varchar(30) NOT NULL UNIQUE
);
INSERT INTO complaint_party_kinds (id, txt) VALUES
  (1, 'Learner'), (2, 'Instructor'), (3, 'Driving school'), (4, 'Third party'), (5, 'Other');

-- Complaint (party) types 1-11 of document 2 §9, and 12 for "other about other". Each type
-- fixes the kinds of complainant and complainee; complaints reference the triple.
CREATE TABLE complaint_types (
  id smallint PRIMARY KEY,
  txt varchar(60) NOT NULL UNIQUE,
  complainant_kind smallint NOT NULL REFERENCES complaint_party_kinds (id),
  complainee_kind smallint NOT NULL REFERENCES complaint_party_kinds (id),
  UNIQUE (id, complainant_kind, complainee_kind)
);
INSERT INTO complaint_types (id, txt, complainant_kind, complainee_kind) VALUES
  (1, 'Learner about Learner', 1, 1),
  (2, 'Learner about Instructor', 1, 2),
  (3, 'Learner about Driving School', 1, 3),
  (4, 'Learner about Third Party', 1, 4),
  (5, 'Instructor about Learner', 2, 1),
  (6, 'Instructor about Instructor', 2, 2),
  (7, 'Instructor about Driving School', 2, 3),
  (8, 'Instructor about Third Party', 2, 4),
  (9, 'Third Party about Learner', 4, 1),
  (10, 'Third Party about Instructor', 4, 2),
  (11, 'Third Party about Driving School', 4, 3),
  (12, 'Other about Other', 5, 5);

-- Complaint statuses. is_resolved: the complaint leaves the active list and shows under
-- Resolved Complaints with this text as the Method of Resolution. is_timed_out: closed
-- without a resolution (counted by the "unresolved and timed-out" report).
CREATE TABLE complaint_statuses (
  id smallint PRIMARY KEY,
  status_name varchar(60) NOT NULL UNIQUE,
  is_resolved boolean NOT NULL,
  is_timed_out boolean NOT NULL DEFAULT false,
  CHECK (NOT is_timed_out OR is_resolved),
  UNIQUE (id, is_resolved)
);
INSERT INTO complaint_statuses (id, status_name, is_resolved, is_timed_out) VALUES
  (1, 'Received - awaiting review', false, false),
  (2, 'Under investigation', false, false),
  (3, 'Awaiting response from complainee', false, false),
  (4, 'Awaiting response from complainant', false, false),
  (5, 'Escalated to school manager', false, false),
  (6, 'Resolved - apology given', true, false),
  (7, 'Resolved - lesson credit refunded', true, false),
  (8, 'Resolved - instructor changed', true, false),
  (9, 'Resolved - explanation accepted', true, false),
  (10, 'Resolved - no further action required', true, false),
  (11, 'Withdrawn by complainant', true, false),
  (12, 'Closed - no response from complainant', true, true);

CREATE TABLE departure_reasons (
  id smallint PRIMARY KEY,
  txt varchar(80) NOT NULL UNIQUE
);
INSERT INTO departure_reasons (id, txt) VALUES
  (1, 'Passed practical driving test'),
  (2, 'Moved out of the area'),
  (3, 'Financial reasons'),
  (4, 'Joined another driving school'),
  (5, 'No response for 3 months after last contact'),
  (6, 'Unhappy with the service'),
  (7, 'Health or personal reasons'),
  (8, 'Taking a break from learning'),
  (9, 'Other');

-- Departure reporters (document 1 §4): school, instructor, learner, automatic.
CREATE TABLE departure_reporters (
  id smallint PRIMARY KEY,
  txt varchar(30) NOT NULL UNIQUE
);
INSERT INTO departure_reporters (id, txt) VALUES
  (1, 'Driving school'), (2, 'Instructor'), (3, 'Learner'), (4, 'Automatic');

CREATE TABLE eye_test_next_steps (
  id smallint PRIMARY KEY,
  txt varchar(80) NOT NULL UNIQUE
);
INSERT INTO eye_test_next_steps (id, txt) VALUES
  (1, 'No action - continue lessons'),
  (2, 'Continue lessons wearing glasses or contact lenses'),
  (3, 'Refer to an optician before the next lesson'),
  (4, 'Suspend lessons until eyesight is corrected'),
  (5, 'Advise learner to inform the DVLA');

-- Instructor payment types and methods (document 3 §3, §9: default type 2, default method 1
-- on Record Payments, method fixed to 2 on Accept Instructor Payments).
CREATE TABLE payment_types (
  id smallint PRIMARY KEY,
  txt varchar(40) NOT NULL UNIQUE
);
INSERT INTO payment_types (id, txt) VALUES
  (1, 'Joining fee'), (2, 'Franchise fee'), (3, 'Car hire'), (4, 'Training course'),
  (5, 'Late payment charge'), (6, 'Other');

CREATE TABLE payment_methods (
  id smallint PRIMARY KEY,
  txt varchar(40) NOT NULL UNIQUE
);
INSERT INTO payment_methods (id, txt) VALUES
  (1, 'Bank transfer'), (2, 'Debit or credit card'), (3, 'Cash'), (4, 'Cheque'),
  (5, 'Standing order'), (6, 'Direct debit');

-- Booking lesson types (document 2 §4 colours: 1 green, 2 blue, 3 and 4 orange).
CREATE TABLE booking_lesson_types (
  id smallint PRIMARY KEY,
  txt varchar(40) NOT NULL UNIQUE
);
INSERT INTO booking_lesson_types (id, txt) VALUES
  (1, 'First lesson (new learner)'), (2, 'Driving lesson'), (3, 'Practical driving test'), (4, 'Mock test');

-- ---------------------------------------------------------------------------------------
-- Learners (document 1 §3)
-- ---------------------------------------------------------------------------------------

CREATE TABLE learners (
  student_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  title_id smallint NOT NULL REFERENCES titles (id),
  -- derived from the title on the form; NULL only for a gender-neutral title
  gender char(1) CHECK (gender IN ('m', 'f')),
  fname varchar(40) NOT NULL CHECK (length(btrim(fname)) > 0),
  mname varchar(120),
  lname varchar(40) NOT NULL CHECK (length(btrim(lname)) > 0),
  mobile varchar(11) NOT NULL CHECK (mobile ~ '^[0-9]{9,11}$'),
  landline varchar(11) CHECK (landline ~ '^[0-9]{9,11}$'),
  email varchar(60) NOT NULL CHECK (position('@' IN email) > 1),
  dob date NOT NULL,
  driving_licence_no varchar(16) NOT NULL CHECK (length(btrim(driving_licence_no)) > 0),
  lessons_type varchar(9) NOT NULL CHECK (lessons_type IN ('automatic', 'manual')),
  address_line1 varchar(50) NOT NULL CHECK (length(btrim(address_line1)) > 0),
  address_line2 varchar(50),
  address_city varchar(50) NOT NULL CHECK (length(btrim(address_city)) > 0),
  address_county varchar(50),
  address_postcode varchar(9) NOT NULL CHECK (length(address_postcode) BETWEEN 6 AND 9),
  pickup_pc varchar(9) NOT NULL CHECK (length(pickup_pc) BETWEEN 6 AND 9),
  -- outer part of the pickup postcode, used by the instructor search and the reports
  outer_pc varchar(5) GENERATED ALWAYS AS (outer_postcode(pickup_pc)) STORED,
  req_adi_gender varchar(6) NOT NULL DEFAULT 'any' CHECK (req_adi_gender IN ('any', 'female', 'male')),
  req_language smallint REFERENCES languages (id),
  req_car_type smallint NOT NULL REFERENCES vehicle_types (id),
  -- 0 Blocked, 1 Active, 2 Read Only, 3 New Learner
  acc_state smallint NOT NULL DEFAULT 3 CHECK (acc_state BETWEEN 0 AND 3),
  -- scrypt hash of the generated password e-mailed to the learner (never used to sign in here)
  password_hash text,
  created timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (dob < london_date(created))
);
CREATE UNIQUE INDEX learners_licence_uq ON learners (upper(driving_licence_no));
CREATE INDEX learners_outer_pc_idx ON learners (outer_pc);
CREATE INDEX learners_created_idx ON learners (created);
CREATE INDEX learners_lname_idx ON learners (lower(lname), lower(fname));

-- ---------------------------------------------------------------------------------------
-- Franchise plans (document 3 §3) and instructors (document 2 §3)
-- ---------------------------------------------------------------------------------------

CREATE TABLE franchise_plans (
  plan_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  initial_fee numeric(12, 2) NOT NULL CHECK (initial_fee >= 0),
  weekly_fee numeric(12, 2) NOT NULL CHECK (weekly_fee >= 0),
  work_type varchar(9) NOT NULL CHECK (work_type IN ('Full-Time', 'Part-Time')),
  weekly_hours smallint NOT NULL CHECK (weekly_hours BETWEEN 1 AND 168),
  promo_code varchar(10),
  -- 0 Removed, 1 Active
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
  created_on timestamptz NOT NULL DEFAULT now(),
  updated_on timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id)
);

CREATE TABLE instructors (
  adi_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  title_id smallint NOT NULL REFERENCES titles (id),
  gender char(1) NOT NULL CHECK (gender IN ('m', 'f')),
  dob date NOT NULL,
  fname varchar(50) NOT NULL CHECK (length(btrim(fname)) > 0),
  mname varchar(50),
  lname varchar(50) NOT NULL CHECK (length(btrim(lname)) > 0),
  -- permanent address
  perm_line1 varchar(50) NOT NULL CHECK (length(btrim(perm_line1)) > 0),
  perm_line2 varchar(50),
  perm_city varchar(50) NOT NULL CHECK (length(btrim(perm_city)) > 0),
  perm_county varchar(50),
  perm_postcode varchar(9) NOT NULL CHECK (length(perm_postcode) BETWEEN 6 AND 9),
  -- current address (a copy of the permanent one when addr_same)
  addr_same boolean NOT NULL DEFAULT true,
  curr_line1 varchar(50) NOT NULL CHECK (length(btrim(curr_line1)) > 0),
  curr_line2 varchar(50),
  curr_city varchar(50) NOT NULL CHECK (length(btrim(curr_city)) > 0),
  curr_county varchar(50),
  curr_postcode varchar(9) NOT NULL CHECK (length(curr_postcode) BETWEEN 6 AND 9),
  curr_outer_pc varchar(5) GENERATED ALWAYS AS (outer_postcode(curr_postcode)) STORED,
  driving_licence_no char(16) NOT NULL,
  instructor_licence_no char(6) NOT NULL,
  email varchar(60) NOT NULL CHECK (position('@' IN email) > 1),
  mobile varchar(11) NOT NULL CHECK (mobile ~ '^[0-9]{9,11}$'),
  mobile2 varchar(11) CHECK (mobile2 ~ '^[0-9]{9,11}$'),
  home_phone1 varchar(11) CHECK (home_phone1 ~ '^[0-9]{9,11}$'),
  home_phone2 varchar(11) CHECK (home_phone2 ~ '^[0-9]{9,11}$'),
  work_phone1 varchar(11) CHECK (work_phone1 ~ '^[0-9]{9,11}$'),
  work_phone2 varchar(11) CHECK (work_phone2 ~ '^[0-9]{9,11}$'),
  -- DBS (formerly CRB) certificate reference
  crtb_ref varchar(12) NOT NULL CHECK (crtb_ref ~ '^[0-9]{8,12}$'),
  bank_name varchar(30) NOT NULL CHECK (length(btrim(bank_name)) > 0),
  name_on_acc varchar(50) NOT NULL CHECK (length(btrim(name_on_acc)) > 0),
  acc_no char(8) NOT NULL CHECK (acc_no ~ '^[0-9]{8}$'),
  sort_code char(6) NOT NULL CHECK (sort_code ~ '^[0-9]{6}$'),
  nino char(9) NOT NULL,
  teaching_gens varchar(6) NOT NULL CHECK (teaching_gens IN ('any', 'female', 'male')),
  teaching_gears varchar(9) NOT NULL CHECK (teaching_gears IN ('automatic', 'manual', 'both')),
  -- 0 Blocked, 1 Active, 2 Read Only, 3 Newly Joined, 4 Deleted
  acc_state smallint NOT NULL DEFAULT 3 CHECK (acc_state BETWEEN 0 AND 4),
  created timestamptz NOT NULL DEFAULT now(),
  registered_by integer REFERENCES staff (id),
  -- pending until approved (document 2 §2.5); approval is admin-only
  approved_at timestamptz,
  approved_by integer REFERENCES staff (id),
  -- the day the instructor left the school (set with acc_state 4; instructor reports)
  left_on date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (length(btrim(driving_licence_no)) = 16),
  CHECK (length(btrim(instructor_licence_no)) = 6),
  CHECK (length(btrim(nino)) = 9),
  CHECK (approved_by IS NULL OR approved_at IS NOT NULL),
  CHECK (approved_at IS NULL OR approved_at >= created),
  CHECK (left_on IS NULL OR acc_state = 4)
);
CREATE UNIQUE INDEX instructors_dl_uq ON instructors (upper(driving_licence_no));
CREATE UNIQUE INDEX instructors_adi_licence_uq ON instructors (upper(instructor_licence_no));
CREATE INDEX instructors_pending_idx ON instructors (created) WHERE approved_at IS NULL;
CREATE INDEX instructors_outer_pc_idx ON instructors (curr_outer_pc);

-- Proofs of address and licence copies; each Update Address & Documents adds a row and
-- supersedes the previous one. complianceid on the wire is the current row's id.
CREATE TABLE instructor_compliance (
  compliance_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  address_proof1_file_id bigint REFERENCES uploaded_files (id),
  address_proof2_file_id bigint REFERENCES uploaded_files (id),
  licence_file_id bigint REFERENCES uploaded_files (id),
  licence_exp date NOT NULL,
  adi_licence_file_id bigint REFERENCES uploaded_files (id),
  adi_licence_exp date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  superseded_at timestamptz
);
CREATE UNIQUE INDEX instructor_compliance_current_uq ON instructor_compliance (adi_id) WHERE superseded_at IS NULL;

CREATE TABLE instructor_covering_pcs (
  adi_id integer NOT NULL REFERENCES instructors (adi_id) ON DELETE CASCADE,
  -- outer postcode only, e.g. E7, SW1A, RM13
  pc varchar(4) NOT NULL CHECK (pc ~ '^[A-Z]{1,2}[0-9][0-9A-Z]?$'),
  PRIMARY KEY (adi_id, pc)
);
CREATE INDEX instructor_covering_pcs_pc_idx ON instructor_covering_pcs (pc);

CREATE TABLE instructor_languages (
  adi_id integer NOT NULL REFERENCES instructors (adi_id) ON DELETE CASCADE,
  lang_id smallint NOT NULL REFERENCES languages (id),
  PRIMARY KEY (adi_id, lang_id)
);

CREATE TABLE instructor_vehicle_types (
  adi_id integer NOT NULL REFERENCES instructors (adi_id) ON DELETE CASCADE,
  type_id smallint NOT NULL REFERENCES vehicle_types (id),
  PRIMARY KEY (adi_id, type_id)
);

CREATE TABLE vehicles (
  c_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  make varchar(30) NOT NULL CHECK (length(btrim(make)) > 0),
  model varchar(30) NOT NULL CHECK (length(btrim(model)) > 0),
  colour varchar(16) NOT NULL CHECK (length(btrim(colour)) > 0),
  c_reg varchar(8) NOT NULL CHECK (length(btrim(c_reg)) > 0),
  -- month of first registration, stored as its first day
  regyear date NOT NULL CHECK (extract(day FROM regyear) = 1),
  c_type_id smallint NOT NULL REFERENCES vehicle_types (id),
  c_gear varchar(9) NOT NULL CHECK (c_gear IN ('automatic', 'manual')),
  c_fuel smallint NOT NULL REFERENCES fuel_types (id),
  -- registered keeper as on the V5C
  leagal_owner varchar(80) NOT NULL CHECK (length(btrim(leagal_owner)) > 0),
  -- 1 Yes, 2 No
  dual_ctrl smallint NOT NULL CHECK (dual_ctrl IN (1, 2)),
  owner_type smallint NOT NULL REFERENCES vehicle_owner_types (type_id),
  ved_exp date NOT NULL,
  mot_exp date NOT NULL,
  insurance_exp date NOT NULL,
  logbook_file_id bigint REFERENCES uploaded_files (id),
  mot_file_id bigint REFERENCES uploaded_files (id),
  insurance_file_id bigint REFERENCES uploaded_files (id),
  -- 1 Active, 2 Inactive, 3 Removed, 4 Renewed
  rec_status smallint NOT NULL DEFAULT 1 CHECK (rec_status BETWEEN 1 AND 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_adi_idx ON vehicles (adi_id);
-- a registration plate is on at most one active tuition vehicle
CREATE UNIQUE INDEX vehicles_active_reg_uq ON vehicles (upper(replace(c_reg, ' ', ''))) WHERE rec_status = 1;

-- Franchise plan of an instructor over time; the row with ended_on NULL is current.
CREATE TABLE instructor_franchise (
  rec_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  plan_id integer NOT NULL REFERENCES franchise_plans (plan_id),
  -- weeks per payment: 1 Weekly, 4.33 Monthly, 13 Quarterly, 26 Bi-annually, 52 Annually
  regularity numeric(5, 2) NOT NULL CHECK (regularity IN (1, 4.33, 13, 26, 52)),
  start_date date NOT NULL,
  ended_on date,
  created_on timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  CHECK (ended_on IS NULL OR ended_on >= start_date)
);
CREATE UNIQUE INDEX instructor_franchise_current_uq ON instructor_franchise (adi_id) WHERE ended_on IS NULL;

-- Weekly availability: day_num 1 Monday .. 6 Saturday, 0 Sunday (London wall-clock times).
CREATE TABLE instructor_availability (
  adi_id integer NOT NULL REFERENCES instructors (adi_id) ON DELETE CASCADE,
  day_num smallint NOT NULL CHECK (day_num BETWEEN 0 AND 6),
  is_working boolean NOT NULL,
  work_start time NOT NULL,
  work_end time NOT NULL,
  has_lunch boolean NOT NULL DEFAULT false,
  lunch_start time,
  lunch_end time,
  PRIMARY KEY (adi_id, day_num),
  CHECK (work_end > work_start),
  CHECK (NOT has_lunch OR (lunch_start IS NOT NULL AND lunch_end IS NOT NULL
         AND lunch_start >= work_start AND lunch_end > lunch_start AND lunch_end <= work_end))
);

-- Time away. status 1 Scheduled, 0 Withdrawn. Editable (deletable) while status is 1 and the
-- start is still in the future: computed when listed.
CREATE TABLE instructor_time_away (
  rec_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  type varchar(5) NOT NULL CHECK (type IN ('hours', 'day', 'days')),
  reason varchar(250),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  duration_text varchar(30) NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  CHECK (ends_at > starts_at)
);
CREATE INDEX instructor_time_away_adi_idx ON instructor_time_away (adi_id, starts_at);

-- ---------------------------------------------------------------------------------------
-- Assignments (learner <-> instructor), document 1 §3
-- ---------------------------------------------------------------------------------------

CREATE TABLE assignments (
  assign_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES learners (student_id),
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  -- 0 Blocked, 1 Active, 2 Re-Assigned, 3 Abandoned, 4 Passed and Complete,
  -- 5 No Communication, 6 Joined Other School. Only 1 is the current instructor.
  assign_status smallint NOT NULL DEFAULT 1 CHECK (assign_status BETWEEN 0 AND 6),
  assign_on timestamptz NOT NULL DEFAULT now(),
  assign_updated timestamptz NOT NULL DEFAULT now(),
  assigned_by integer REFERENCES staff (id),
  CHECK (assign_updated >= assign_on)
);
-- a learner has at most one current instructor
CREATE UNIQUE INDEX assignments_one_active_uq ON assignments (stu_id) WHERE assign_status = 1;
CREATE INDEX assignments_adi_idx ON assignments (adi_id, assign_status);
CREATE INDEX assignments_assign_on_idx ON assignments (assign_on);

-- ---------------------------------------------------------------------------------------
-- Learner payments and credits
-- ---------------------------------------------------------------------------------------

-- A lesson-package payment. credits and price are copied from the plan when paid.
CREATE TABLE learner_payments (
  pay_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES learners (student_id),
  plan_id integer NOT NULL REFERENCES lesson_plans (plan_id),
  credits integer NOT NULL CHECK (credits > 0),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  -- always 0 (document 1 §9)
  additional_costs numeric(12, 2) NOT NULL DEFAULT 0 CHECK (additional_costs >= 0),
  paid_on timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  UNIQUE (pay_id, stu_id)
);
CREATE INDEX learner_payments_stu_idx ON learner_payments (stu_id, paid_on);
CREATE INDEX learner_payments_paid_on_idx ON learner_payments (paid_on);

-- One credit per paid hour. 0 Frozen, 1 Available, 2 Allocated (to a live booking),
-- 3 Used, 4 Expired (forfeited; forfeited_by NULL means 'System').
CREATE TABLE credits (
  cred_id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  pay_id integer NOT NULL,
  stu_id integer NOT NULL,
  -- this hour's share of the payment; the shares of one payment add up to its price
  cred_value numeric(12, 2) NOT NULL CHECK (cred_value >= 0),
  cred_status smallint NOT NULL DEFAULT 1 CHECK (cred_status BETWEEN 0 AND 4),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  forfeited_at timestamptz,
  forfeited_by integer REFERENCES staff (id),
  FOREIGN KEY (pay_id, stu_id) REFERENCES learner_payments (pay_id, stu_id),
  UNIQUE (cred_id, stu_id),
  CHECK ((cred_status = 3) = (used_at IS NOT NULL)),
  CHECK ((cred_status = 4) = (forfeited_at IS NOT NULL)),
  CHECK (forfeited_by IS NULL OR cred_status = 4),
  CHECK (expires_at > created_at)
);
CREATE INDEX credits_pay_idx ON credits (pay_id);
CREATE INDEX credits_stu_status_idx ON credits (stu_id, cred_status);
CREATE INDEX credits_expiry_idx ON credits (expires_at) WHERE cred_status = 1;

-- ---------------------------------------------------------------------------------------
-- Bookings (document 2 §3): one hour-credit per booking
-- ---------------------------------------------------------------------------------------

CREATE TABLE bookings (
  booking_id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  stu_id integer NOT NULL REFERENCES learners (student_id),
  cred_id bigint NOT NULL,
  assign_id integer REFERENCES assignments (assign_id),
  lesson_starts timestamptz NOT NULL,
  lesson_end timestamptz NOT NULL,
  -- the London calendar day of the lesson (reports group by it)
  lesson_date date GENERATED ALWAYS AS (london_date(lesson_starts)) STORED,
  booking_lesson_type smallint NOT NULL DEFAULT 2 REFERENCES booking_lesson_types (id),
  -- 0 Blocked, 1 Scheduled, 2 Rescheduled (moved, still live), 3 Cancelled, 4 No show,
  -- 5 Complete. 0 and 3 free the slot; 1, 2, 4 and 5 occupy it.
  booking_state smallint NOT NULL DEFAULT 1 CHECK (booking_state BETWEEN 0 AND 5),
  addr_line varchar(50),
  addr_pc varchar(9),
  drop_line varchar(50),
  drop_pc varchar(9),
  booked_on timestamptz NOT NULL DEFAULT now(),
  booked_by integer REFERENCES staff (id),
  updated_on timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES staff (id),
  completed_at timestamptz,
  FOREIGN KEY (cred_id, stu_id) REFERENCES credits (cred_id, stu_id),
  CHECK (lesson_end > lesson_starts AND lesson_end - lesson_starts <= interval '4 hours'),
  CHECK (extract(second FROM lesson_starts) = 0 AND extract(second FROM lesson_end) = 0),
  CHECK ((booking_state = 5) = (completed_at IS NOT NULL)),
  -- no instructor has two overlapping live bookings, and no learner is in two cars at once
  -- (deferrable so a diary save can swap two lessons in one transaction)
  CONSTRAINT bookings_adi_no_overlap EXCLUDE USING gist (
    adi_id WITH =, tstzrange(lesson_starts, lesson_end, '[)') WITH &&
  ) WHERE (booking_state IN (1, 2, 4, 5)) DEFERRABLE INITIALLY IMMEDIATE,
  CONSTRAINT bookings_stu_no_overlap EXCLUDE USING gist (
    stu_id WITH =, tstzrange(lesson_starts, lesson_end, '[)') WITH &&
  ) WHERE (booking_state IN (1, 2, 4, 5)) DEFERRABLE INITIALLY IMMEDIATE
);
-- a credit pays for at most one booking that is not cancelled
CREATE UNIQUE INDEX bookings_one_per_credit_uq ON bookings (cred_id) WHERE booking_state <> 3;
CREATE INDEX bookings_adi_starts_idx ON bookings (adi_id, lesson_starts);
CREATE INDEX bookings_stu_starts_idx ON bookings (stu_id, lesson_starts);
CREATE INDEX bookings_date_idx ON bookings (lesson_date);
CREATE INDEX bookings_live_end_idx ON bookings (lesson_end) WHERE booking_state IN (1, 2);

-- Each diary move of a booking (Save diary changes).
CREATE TABLE booking_moves (
  move_id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (booking_id) ON DELETE CASCADE,
  from_starts timestamptz NOT NULL,
  from_end timestamptz NOT NULL,
  to_starts timestamptz NOT NULL,
  to_end timestamptz NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now(),
  moved_by integer REFERENCES staff (id),
  CHECK (from_end > from_starts AND to_end > to_starts)
);
CREATE INDEX booking_moves_booking_idx ON booking_moves (booking_id);
CREATE INDEX booking_moves_moved_at_idx ON booking_moves (moved_at);

-- ---------------------------------------------------------------------------------------
-- Tests and departures (document 1 §3, document 2 §3)
-- ---------------------------------------------------------------------------------------

CREATE TABLE theory_tests (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES learners (student_id),
  test_date date NOT NULL,
  mcq_points smallint NOT NULL CHECK (mcq_points BETWEEN 0 AND 50),
  hp_points smallint NOT NULL CHECK (hp_points BETWEEN 0 AND 75),
  -- 1 Pass, 0 Fail; a pass needs 43/50 and 44/75
  outcome smallint NOT NULL CHECK (outcome IN (0, 1)),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  CHECK (outcome = 0 OR (mcq_points >= 43 AND hp_points >= 44)),
  CHECK (test_date <= london_date(recorded_at))
);
CREATE INDEX theory_tests_stu_idx ON theory_tests (stu_id, test_date);

CREATE TABLE driving_tests (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES learners (student_id),
  -- instructor who presented the learner
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  test_at timestamptz NOT NULL,
  test_date date GENERATED ALWAYS AS (london_date(test_at)) STORED,
  -- 1 Passed, 0 Failed
  outcome smallint NOT NULL CHECK (outcome IN (0, 1)),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id)
);
CREATE INDEX driving_tests_stu_idx ON driving_tests (stu_id, test_at);
CREATE INDEX driving_tests_adi_idx ON driving_tests (adi_id, test_at);
CREATE INDEX driving_tests_date_idx ON driving_tests (test_date);

CREATE TABLE eye_tests (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  stu_id integer NOT NULL REFERENCES learners (student_id),
  tested_on date NOT NULL,
  -- the learner's latest active instructor at the time; NULL: no active instructor
  adi_id integer REFERENCES instructors (adi_id),
  -- 1 Pass, 0 Fail
  outcome smallint NOT NULL CHECK (outcome IN (0, 1)),
  next_step smallint NOT NULL REFERENCES eye_test_next_steps (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id)
);
CREATE INDEX eye_tests_stu_idx ON eye_tests (stu_id, tested_on);

-- At most one departure per learner.
CREATE TABLE departures (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  stu_id integer NOT NULL UNIQUE REFERENCES learners (student_id),
  dep_date date NOT NULL,
  reported_by smallint NOT NULL REFERENCES departure_reporters (id),
  reason_id smallint NOT NULL REFERENCES departure_reasons (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  CHECK (dep_date <= london_date(recorded_at))
);
CREATE INDEX departures_date_idx ON departures (dep_date);

-- ---------------------------------------------------------------------------------------
-- Feedback (document 2 §3, document 3 §3)
-- ---------------------------------------------------------------------------------------

-- audience 'learner': questions learners answer about their instructor;
-- audience 'instructor': questions instructors answer about a learner (internal use only).
CREATE TABLE feedback_question_groups (
  group_no integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  audience varchar(10) NOT NULL CHECK (audience IN ('learner', 'instructor')),
  reporting_text varchar(150) NOT NULL CHECK (length(btrim(reporting_text)) > 0),
  created_on timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  UNIQUE (group_no, audience)
);
CREATE UNIQUE INDEX feedback_question_groups_text_uq ON feedback_question_groups (audience, lower(reporting_text));

CREATE TABLE feedback_questions (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  group_no integer NOT NULL,
  audience varchar(10) NOT NULL,
  question varchar(150) NOT NULL CHECK (length(btrim(question)) > 0),
  -- 0 Removed, 1 Active
  state smallint NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  FOREIGN KEY (group_no, audience) REFERENCES feedback_question_groups (group_no, audience),
  UNIQUE (id, audience)
);

-- One feedback per completed booking and direction, with exactly three rated questions
-- (direction 1: learner about the instructor, 2: instructor about the learner).
CREATE TABLE feedbacks (
  feedback_id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  booking_id bigint NOT NULL REFERENCES bookings (booking_id),
  direction smallint NOT NULL CHECK (direction IN (1, 2)),
  audience varchar(10) NOT NULL GENERATED ALWAYS AS (CASE direction WHEN 1 THEN 'learner' ELSE 'instructor' END) STORED,
  stu_id integer NOT NULL REFERENCES learners (student_id),
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  q1_id integer NOT NULL,
  q1_rating smallint NOT NULL CHECK (q1_rating BETWEEN 1 AND 5),
  q2_id integer NOT NULL,
  q2_rating smallint NOT NULL CHECK (q2_rating BETWEEN 1 AND 5),
  q3_id integer NOT NULL,
  q3_rating smallint NOT NULL CHECK (q3_rating BETWEEN 1 AND 5),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  UNIQUE (booking_id, direction),
  CHECK (q1_id <> q2_id AND q1_id <> q3_id AND q2_id <> q3_id),
  FOREIGN KEY (q1_id, audience) REFERENCES feedback_questions (id, audience),
  FOREIGN KEY (q2_id, audience) REFERENCES feedback_questions (id, audience),
  FOREIGN KEY (q3_id, audience) REFERENCES feedback_questions (id, audience)
);
CREATE INDEX feedbacks_adi_idx ON feedbacks (adi_id, direction);
CREATE INDEX feedbacks_stu_idx ON feedbacks (stu_id, direction);
CREATE INDEX feedbacks_recorded_idx ON feedbacks (recorded_at);

-- One row per rated question, for the per-question reports.
CREATE VIEW feedback_ratings AS
SELECT f.feedback_id, f.booking_id, f.direction, f.stu_id, f.adi_id, f.recorded_at,
       a.question_id, a.rating
FROM feedbacks f
CROSS JOIN LATERAL (VALUES (f.q1_id, f.q1_rating), (f.q2_id, f.q2_rating), (f.q3_id, f.q3_rating))
  AS a (question_id, rating);

-- ---------------------------------------------------------------------------------------
-- Complaints (document 2 §3)
-- ---------------------------------------------------------------------------------------

CREATE TABLE complaints (
  ref integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  complain_type_id smallint NOT NULL,
  complainant_type smallint NOT NULL,
  complainee_type smallint NOT NULL,
  -- the person, when the party is a learner or an instructor
  complainant_stu_id integer REFERENCES learners (student_id),
  complainant_adi_id integer REFERENCES instructors (adi_id),
  complainee_stu_id integer REFERENCES learners (student_id),
  complainee_adi_id integer REFERENCES instructors (adi_id),
  description varchar(1600) NOT NULL CHECK (length(btrim(description)) >= 25),
  -- NULL: not provided (the wire's 0000-00-00)
  incident_date date,
  incident_time time,
  self_resolve boolean NOT NULL DEFAULT false,
  self_res_date date,
  self_res_time time,
  resol_offer boolean,
  reply_desc varchar(1600),
  status_id smallint NOT NULL DEFAULT 1,
  is_resolved boolean NOT NULL DEFAULT false,
  resolved_on timestamptz,
  created_on timestamptz NOT NULL DEFAULT now(),
  updated_on timestamptz NOT NULL DEFAULT now(),
  staff_id integer NOT NULL REFERENCES staff (id),
  FOREIGN KEY (complain_type_id, complainant_type, complainee_type)
    REFERENCES complaint_types (id, complainant_kind, complainee_kind),
  FOREIGN KEY (status_id, is_resolved) REFERENCES complaint_statuses (id, is_resolved),
  CHECK ((complainant_type = 1) = (complainant_stu_id IS NOT NULL)),
  CHECK ((complainant_type = 2) = (complainant_adi_id IS NOT NULL)),
  CHECK ((complainee_type = 1) = (complainee_stu_id IS NOT NULL)),
  CHECK ((complainee_type = 2) = (complainee_adi_id IS NOT NULL)),
  CHECK (NOT self_resolve OR (self_res_date IS NOT NULL AND self_res_time IS NOT NULL AND resol_offer IS NOT NULL)),
  CHECK (self_resolve OR (self_res_date IS NULL AND self_res_time IS NULL AND resol_offer IS NULL AND reply_desc IS NULL)),
  CHECK (resol_offer IS NOT TRUE OR (reply_desc IS NOT NULL AND length(btrim(reply_desc)) > 0)),
  CHECK (is_resolved = (resolved_on IS NOT NULL)),
  CHECK (updated_on >= created_on)
);
CREATE INDEX complaints_active_idx ON complaints (created_on) WHERE NOT is_resolved;
CREATE INDEX complaints_created_idx ON complaints (created_on);
CREATE INDEX complaints_adi_idx ON complaints (complainee_adi_id);

CREATE TABLE complaint_updates (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  ref integer NOT NULL REFERENCES complaints (ref),
  update_desc varchar(1600) NOT NULL CHECK (length(btrim(update_desc)) >= 25),
  -- the status chosen with this update
  status_id smallint NOT NULL REFERENCES complaint_statuses (id),
  rec_by integer NOT NULL REFERENCES staff (id),
  created_on timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX complaint_updates_ref_idx ON complaint_updates (ref, created_on);

-- ---------------------------------------------------------------------------------------
-- Instructor payments (Record Franchise Payments and Accept Instructor Payments)
-- ---------------------------------------------------------------------------------------

CREATE TABLE instructor_payments (
  transaction_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  reference varchar(18) NOT NULL CHECK (length(btrim(reference)) > 0),
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0.01),
  type_id smallint NOT NULL REFERENCES payment_types (id),
  method_id smallint NOT NULL REFERENCES payment_methods (id),
  date_of_transaction timestamptz NOT NULL,
  added timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id)
);
CREATE INDEX instructor_payments_adi_idx ON instructor_payments (adi_id, date_of_transaction);
CREATE INDEX instructor_payments_date_idx ON instructor_payments (date_of_transaction);

-- ---------------------------------------------------------------------------------------
-- Financial management (document 3 §3): categories, income and expenses, mileage
-- ---------------------------------------------------------------------------------------

CREATE TABLE finance_categories (
  rec_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  category varchar(100) NOT NULL CHECK (length(btrim(category)) >= 2),
  type varchar(7) NOT NULL CHECK (type IN ('income', 'expense')),
  tax varchar(13) NOT NULL CHECK (tax IN ('claimable', 'non-claimable')),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES staff (id),
  UNIQUE (rec_id, type)
);
CREATE UNIQUE INDEX finance_categories_name_uq ON finance_categories (type, lower(btrim(category)));

-- Income and expense records; adi_id NULL is a school-wide record.
CREATE TABLE finance_transactions (
  t_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  kind varchar(7) NOT NULL CHECK (kind IN ('income', 'expense')),
  cat_id integer NOT NULL,
  adi_id integer REFERENCES instructors (adi_id),
  t_date date NOT NULL,
  t_amount numeric(12, 2) NOT NULL CHECK (t_amount >= 0.01),
  t_pay_method varchar(40) NOT NULL CHECK (length(btrim(t_pay_method)) > 0),
  t_status varchar(9) NOT NULL CHECK (t_status IN ('completed', 'pending', 'failed', 'cancelled')),
  t_notes varchar(250),
  created_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  FOREIGN KEY (cat_id, kind) REFERENCES finance_categories (rec_id, type)
);
CREATE INDEX finance_transactions_date_idx ON finance_transactions (kind, t_date);
CREATE INDEX finance_transactions_adi_idx ON finance_transactions (adi_id, kind, t_date);

CREATE TABLE mileage (
  rec_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  adi_id integer NOT NULL REFERENCES instructors (adi_id),
  mileage_date date NOT NULL,
  -- business, personal, or commute (to and from a fixed place of work)
  type varchar(8) NOT NULL CHECK (type IN ('business', 'personal', 'commute')),
  start_mileage numeric(9, 1) NOT NULL CHECK (start_mileage >= 0),
  end_mileage numeric(9, 1) NOT NULL CHECK (end_mileage >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES staff (id),
  CHECK (end_mileage > start_mileage)
);
CREATE INDEX mileage_adi_idx ON mileage (adi_id, mileage_date);

-- ---------------------------------------------------------------------------------------
-- Monthly overview PDFs and their e-mail history (document 3 §3)
-- ---------------------------------------------------------------------------------------

-- One overview per learner (kind 1) or instructor (kind 2) and month; file_id is the
-- generated PDF once built (NULL until first viewed, e-mailed or downloaded).
CREATE TABLE overview_reports (
  pdf_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  kind smallint NOT NULL CHECK (kind IN (1, 2)),
  stu_id integer REFERENCES learners (student_id),
  adi_id integer REFERENCES instructors (adi_id),
  reporting_year smallint NOT NULL CHECK (reporting_year BETWEEN 2019 AND 2200),
  reporting_month smallint NOT NULL CHECK (reporting_month BETWEEN 1 AND 12),
  file_id bigint REFERENCES uploaded_files (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 1) = (stu_id IS NOT NULL) AND (kind = 2) = (adi_id IS NOT NULL))
);
CREATE UNIQUE INDEX overview_reports_learner_uq ON overview_reports (stu_id, reporting_year, reporting_month) WHERE kind = 1;
CREATE UNIQUE INDEX overview_reports_adi_uq ON overview_reports (adi_id, reporting_year, reporting_month) WHERE kind = 2;

CREATE TABLE overview_emails (
  record_id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  pdf_id integer NOT NULL REFERENCES overview_reports (pdf_id),
  email_address varchar(60) NOT NULL CHECK (position('@' IN email_address) > 1),
  sent_by integer REFERENCES staff (id),
  sent_on timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX overview_emails_pdf_idx ON overview_emails (pdf_id, sent_on);

-- ---------------------------------------------------------------------------------------
-- Notification counts (the bell, document 1 §2). Definitions: docs/data-model.md.
-- ---------------------------------------------------------------------------------------

-- Learners awaiting an instructor: not blocked or read-only, not departed, no active
-- assignment, and holding at least one available, unexpired credit.
CREATE VIEW learners_awaiting_instructor AS
SELECT l.*
FROM learners l
WHERE l.acc_state IN (1, 3)
  AND NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)
  AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.stu_id = l.student_id AND a.assign_status = 1)
  AND EXISTS (SELECT 1 FROM credits c WHERE c.stu_id = l.student_id AND c.cred_status = 1 AND c.expires_at > now());

-- Learners with pending bookings: an active assignment and available, unexpired credits,
-- but no live lesson (scheduled or rescheduled) from now on in anyone's diary.
CREATE VIEW learners_pending_booking AS
SELECT l.*, a.adi_id, a.assign_id
FROM learners l
JOIN assignments a ON a.stu_id = l.student_id AND a.assign_status = 1
WHERE l.acc_state IN (1, 3)
  AND NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id)
  AND EXISTS (SELECT 1 FROM credits c WHERE c.stu_id = l.student_id AND c.cred_status = 1 AND c.expires_at > now())
  AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.stu_id = l.student_id
                    AND b.booking_state IN (1, 2) AND b.lesson_end > now());

-- Instructors awaiting approval: registered, not approved, not deleted.
CREATE VIEW instructors_pending AS
SELECT i.* FROM instructors i WHERE i.approved_at IS NULL AND i.acc_state <> 4;

-- Complaints whose current status is not a resolving one.
CREATE VIEW complaints_active AS
SELECT c.* FROM complaints c WHERE NOT c.is_resolved;

CREATE VIEW notification_counts AS
SELECT
  (SELECT count(*) FROM complaints_active)::integer AS tot_act_comps,
  (SELECT count(*) FROM instructors_pending)::integer AS tot_pend_adis,
  (SELECT count(*) FROM learners_awaiting_instructor)::integer AS tot_pend_learners,
  (SELECT count(*) FROM learners_pending_booking)::integer AS totl_pend_bookings;
