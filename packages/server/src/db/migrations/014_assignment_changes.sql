-- Assignments can be re-assigned or ended with a reason (document 1 §4's states), and a
-- departure ends the active one: who ended it and why stay on the row.
ALTER TABLE assignments
  ADD COLUMN end_reason varchar(200) CHECK (length(btrim(end_reason)) > 0),
  ADD COLUMN ended_by integer REFERENCES staff (id);

-- The likely-duplicate check at registration looks learners up by e-mail and by mobile (name
-- with date of birth uses learners_lname_idx, the licence learners_licence_uq).
CREATE INDEX learners_email_idx ON learners (lower(email));
CREATE INDEX learners_mobile_idx ON learners (mobile);
