import { londonClock } from '@dss/contract';
import { learnerMailText, line, londonLongDay, type MailedLesson } from './lesson-mail';

/** The learner's reminder the day before a lesson (docs/decisions/mail-outbox-and-reminders.md). */
export function reminderMail(lesson: MailedLesson): { subject: string; text: string } {
  return {
    subject: 'Reminder: your driving lesson tomorrow',
    text: learnerMailText(lesson, ['This is a reminder of your driving lesson tomorrow:', '', line(lesson)]),
  };
}

export interface DayLesson {
  booking_id: number;
  lesson_starts: Date;
  lesson_end: Date;
  stu_fname: string;
  pickup_pc: string | null;
}

export interface DayInstructor {
  adi_title: string;
  adi_fname: string;
  adi_lname: string;
}

/**
 * An instructor's lessons of the day: time, the learner's first name and the pickup postcode
 * (no more of the learner than the day needs).
 */
export function instructorDayMail(who: DayInstructor, lessons: readonly DayLesson[]): { subject: string; text: string } {
  const when = londonLongDay(lessons[0]!.lesson_starts);
  return {
    subject: `Your driving lessons today, ${when}`,
    text: [
      `Dear ${who.adi_title} ${who.adi_fname} ${who.adi_lname},`,
      '',
      lessons.length === 1 ? `Your driving lesson today, ${when}:` : `Your ${lessons.length} driving lessons today, ${when}:`,
      '',
      ...lessons.map(
        (l) =>
          `- ${londonClock(l.lesson_starts).time} to ${londonClock(l.lesson_end).time}: ${l.stu_fname}, pickup ${l.pickup_pc?.trim() || 'as arranged'} (lesson B${l.booking_id}).`,
      ),
      '',
      'If anything here does not match your diary, please call the office.',
      '',
      'The office team',
    ].join('\n'),
  };
}
