import { LESSON_REMINDER_TEXTS, lessonRemindersForm, validateWithSchema, type LessonRemindersFormValues } from '@dss/contract';
import { ScreenLayout, SubmitForm, Text, TextField } from '@dss/ui';
import { ADMIN_CRUMB } from '../shared/admin-crumb';
import { Section } from '../shared/Section';
import { adminOutcome } from '../shared/admin-outcome';
import { remindersApi } from './reminders-api';

const validate = validateWithSchema(lessonRemindersForm);

/**
 * Lesson Reminders (beyond the spec): the London times after which learners are e-mailed a
 * reminder of the next day's lessons and instructors the list of the day's lessons.
 */
export function LessonRemindersPage() {
  const { data: times } = remindersApi.useAdminLessonRemindersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save] = remindersApi.useAdminSaveLessonRemindersMutation();
  return (
    <ScreenLayout home={ADMIN_CRUMB} title="Lesson Reminders">
      <Section title="Lesson Reminders">
        {!times ? (
          <Text role="status">Loading the reminder times…</Text>
        ) : (
          <SubmitForm<LessonRemindersFormValues>
            validate={validate}
            initialValues={times}
            resetOnSuccess={false}
            requireChange
            save={(values) => save({ reminder_time: values.reminder_time, instructor_day_time: values.instructor_day_time })}
            texts={adminOutcome(LESSON_REMINDER_TEXTS.saved, LESSON_REMINDER_TEXTS.failed)}
            submitLabel="Save Times"
          >
            <TextField
              name="reminder_time"
              label="Learners' reminders of tomorrow's lessons, from"
              type="time"
              helperText="Learners who have not asked for no reminders are e-mailed once, after this time (London time)."
              required
            />
            <TextField
              name="instructor_day_time"
              label="Instructors' list of the day's lessons, from"
              type="time"
              helperText="Each instructor with lessons that day is e-mailed once, after this time (London time)."
              required
            />
            <Text fontSize="sm" color="fg.muted">
              A learner's reminders are turned off on their learner form.
            </Text>
          </SubmitForm>
        )}
      </Section>
    </ScreenLayout>
  );
}
