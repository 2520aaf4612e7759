import { z } from 'zod';
import { requiredText } from '../validation/fields';

/**
 * Lesson reminders (beyond the spec; docs/decisions/mail-outbox-and-reminders.md): the London
 * times after which the day's reminders and instructors' lists are e-mailed.
 */
export const LESSON_REMINDER_TEXTS = {
  saved: 'Lesson reminder times saved successfully.',
  failed: 'Error saving lesson reminder times. Please try again.',
  reminderRequired: 'Reminder time is required.',
  dayRequired: "Instructors' list time is required.",
  timeInvalid: 'Please enter a time from 00:00 to 23:59.',
} as const;

/** The school's reminder times, 'HH:MM' on the London clock. */
export const LessonReminderTimes = z.object({
  /** learners are reminded of the next day's lessons after this time */
  reminder_time: z.string(),
  /** instructors get the list of the day's lessons after this time */
  instructor_day_time: z.string(),
});
export type LessonReminderTimes = z.infer<typeof LessonReminderTimes>;

const clockTime = (required: string) =>
  requiredText(required).refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), LESSON_REMINDER_TEXTS.timeInvalid);

/** The reminder times on the wire. */
export const lessonReminderFields = {
  reminder_time: clockTime(LESSON_REMINDER_TEXTS.reminderRequired),
  instructor_day_time: clockTime(LESSON_REMINDER_TEXTS.dayRequired),
};

/** The Lesson Reminders screen's form, as the wire sends it. */
export const lessonRemindersForm = z.object(lessonReminderFields);
export type LessonRemindersFormValues = z.input<typeof lessonRemindersForm>;
