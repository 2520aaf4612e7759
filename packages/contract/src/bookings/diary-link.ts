import { dashboardPath } from '../routes';
import { isCalendarDate } from '../validation/fields';

/** A lesson to open in View Instructor Diary: its instructor, its London date (the week shown) and the lesson. */
export interface DiaryTarget {
  adi: number;
  date: string;
  booking: number;
}

/** The diary's address opened at a lesson, e.g. from the learner page's bookings history. */
export function diaryLink(target: DiaryTarget): string {
  return `${dashboardPath('instructordiary')}?adi=${target.adi}&date=${target.date}&booking=${target.booking}`;
}

const positiveId = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The lesson a diary address asks for, or null when it asks for none or is not well formed. */
export function diaryTargetOf(params: URLSearchParams): DiaryTarget | null {
  const adi = positiveId(params.get('adi'));
  const booking = positiveId(params.get('booking'));
  const date = params.get('date') ?? '';
  return adi && booking && isCalendarDate(date) ? { adi, date, booking } : null;
}
