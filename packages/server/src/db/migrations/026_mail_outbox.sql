-- The mail outbox and lesson reminders (docs/decisions/mail-outbox-and-reminders.md).
-- Every e-mail is a row written in the transaction of the action (or the lifecycle run) that
-- makes it, and sent after that transaction commits: a refused or rolled-back action leaves no
-- row, so it mails nobody, and a retried one leaves one. dedupe_key names the mail (a lesson's
-- reminder for a day, an instructor's list of a day, one lesson placement...): a second queueing
-- of the same mail is a no-op. The sender claims due rows (send_after passed, not sent, not
-- failed) with FOR UPDATE SKIP LOCKED and moves send_after on by the next wait before sending, so
-- two server processes never send a row twice and a process that dies mid-send retries later.
-- secret: a value the text holds only as a mark until it is sent (a new learner's password),
-- cleared once the mail is sent or given up. Not audited: the outbox is itself the record of
-- what was mailed to whom and when, and an audit copy of each body (and of a password) would
-- put personal data in the trail that erasure must then chase; the actions that queue mail are
-- audited by the changes they make.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind varchar(20) NOT NULL
    CHECK (kind IN ('password', 'placed', 'moved', 'cancelled', 'reminder', 'instructor-day', 'overview')),
  stu_id integer REFERENCES learners (student_id),
  adi_id integer REFERENCES instructors (adi_id),
  booking_id bigint REFERENCES bookings (booking_id) ON DELETE SET NULL,
  recipient varchar(254) NOT NULL,
  subject varchar(200) NOT NULL,
  text text NOT NULL,
  secret text,
  attachment_file_id bigint REFERENCES uploaded_files (id) ON DELETE SET NULL,
  dedupe_key varchar(200) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  send_after timestamptz NOT NULL DEFAULT now(),
  attempts smallint NOT NULL DEFAULT 0,
  last_error varchar(500),
  sent_at timestamptz,
  failed_at timestamptz,
  CHECK (sent_at IS NULL OR failed_at IS NULL)
);
-- The sender's probe: only rows still to send are in the index, so an empty outbox costs nothing.
CREATE INDEX mail_outbox_due_ix ON mail_outbox (send_after) WHERE sent_at IS NULL AND failed_at IS NULL;
-- A learner's E-mails section, newest first; an instructor's mails for erasure and subject access.
CREATE INDEX mail_outbox_learner_ix ON mail_outbox (stu_id, created_at DESC, id DESC) WHERE stu_id IS NOT NULL;
CREATE INDEX mail_outbox_instructor_ix ON mail_outbox (adi_id) WHERE adi_id IS NOT NULL;

-- When the lifecycle job queues reminders (London wall clock): each learner's lessons of the
-- next day after reminder_time, each instructor's lessons of the day after instructor_day_time.
ALTER TABLE school_settings ADD COLUMN reminder_time time NOT NULL DEFAULT '18:00';
ALTER TABLE school_settings ADD COLUMN instructor_day_time time NOT NULL DEFAULT '07:00';
-- A learner may ask for no lesson reminders; the other lesson e-mails still go.
ALTER TABLE learners ADD COLUMN lesson_reminders boolean NOT NULL DEFAULT true;
