import { z } from 'zod';
import { jsonText, requiredText } from '../validation/fields';
import { londonClock } from '../time/london';
import { clockText } from '../bookings/calendar';
import { isCalendarDate } from '../validation/fields';
import { isOneOf } from '../validation/narrowing';
import { checkedForm, choice, optText } from './fields';

/** Working Hours manager (document 2 §2.11, §3, §4, §5.13, §9). */

/** Time choices every 30 minutes across 24 hours: '00:00' … '23:30'. */
export const TIME_CHOICES: readonly string[] = Array.from({ length: 48 }, (_, i) => clockText(i * 30));

/** Days as the week shows them, Monday first (day_num 1 Monday … 6 Saturday, 0 Sunday). */
export const WEEK_DAYS = [
  { day_num: 1, label: 'Monday' },
  { day_num: 2, label: 'Tuesday' },
  { day_num: 3, label: 'Wednesday' },
  { day_num: 4, label: 'Thursday' },
  { day_num: 5, label: 'Friday' },
  { day_num: 6, label: 'Saturday' },
  { day_num: 0, label: 'Sunday' },
] as const;

export const DayAvailability = z.object({
  day_num: z.number().int(),
  is_working: z.boolean(),
  /** 'HH:MM' */
  work_start: z.string(),
  work_end: z.string(),
  has_lunch: z.boolean(),
  lunch_start: z.string().nullable(),
  lunch_end: z.string().nullable(),
});
export type DayAvailability = z.infer<typeof DayAvailability>;

/** Defaults of §9: Monday to Friday 09:00-17:00 with lunch 12:00-13:00; weekend off, 10:00-14:00 without lunch. */
export const DEFAULT_AVAILABILITY: readonly DayAvailability[] = WEEK_DAYS.map(({ day_num }) =>
  day_num >= 1 && day_num <= 5
    ? {
        day_num,
        is_working: true,
        work_start: '09:00',
        work_end: '17:00',
        has_lunch: true,
        lunch_start: '12:00',
        lunch_end: '13:00',
      }
    : {
        day_num,
        is_working: false,
        work_start: '10:00',
        work_end: '14:00',
        has_lunch: false,
        lunch_start: null,
        lunch_end: null,
      },
);
export const DEFAULT_DIARY_START = '09:30';

export const AVAILABILITY_MESSAGES = {
  invalid: 'Availability is not valid.',
  time: 'Times are chosen every 30 minutes.',
  workOrder: 'Working hours must end after they start.',
  lunch: 'Lunch must start and end within working hours.',
  week: 'Availability must give each day of the week once.',
} as const;
const A = AVAILABILITY_MESSAGES;

const halfHour = z
  .string({ error: A.time })
  .regex(/^([01]\d|2[0-3]):[03]0(:00)?$/, A.time)
  .transform((v) => v.slice(0, 5));
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: A.invalid })
  .transform((v) => v === true || v === 1 || v === '1');

/** One day of the week (document 2 §3 "Availability per day"). */
export const dayAvailability = z
  .object(
    {
      day_num: z.number({ error: A.week }).int(A.week).min(0, A.week).max(6, A.week),
      is_working: flag,
      work_start: halfHour,
      work_end: halfHour,
      has_lunch: flag,
      lunch_start: halfHour.nullable().optional(),
      lunch_end: halfHour.nullable().optional(),
    },
    { error: A.invalid },
  )
  .superRefine((d, ctx) => {
    if (d.work_end <= d.work_start) ctx.addIssue({ code: 'custom', path: ['work_end'], message: A.workOrder });
    if (
      d.has_lunch &&
      (!d.lunch_start || !d.lunch_end || d.lunch_start < d.work_start || d.lunch_end <= d.lunch_start || d.lunch_end > d.work_end)
    )
      ctx.addIssue({ code: 'custom', path: ['lunch_start'], message: A.lunch });
  })
  .transform((d): DayAvailability => ({
    ...d,
    lunch_start: d.has_lunch ? (d.lunch_start ?? null) : null,
    lunch_end: d.has_lunch ? (d.lunch_end ?? null) : null,
  }));

/** The whole week: each day once. */
export const weekAvailability = z
  .array(dayAvailability, { error: A.invalid })
  .length(7, A.week)
  .refine((days) => new Set(days.map((d) => d.day_num)).size === 7, A.week);
export const weekAvailabilityWire = jsonText(weekAvailability, A.invalid);

// ── Time away ───────────────────────────────────────────────────────────────────────────

export const TIME_AWAY_TYPES = [
  { value: 'hours', label: 'Hours' },
  { value: 'day', label: 'Day' },
  { value: 'days', label: 'Days' },
] as const;
export const TimeAwayType = z.enum([TIME_AWAY_TYPES[0].value, TIME_AWAY_TYPES[1].value, TIME_AWAY_TYPES[2].value]);
export type TimeAwayType = z.infer<typeof TimeAwayType>;
export const TIME_AWAY_PAGE_SIZE = 10;

export const TIME_AWAY_MESSAGES = {
  type: 'Time away type is required.',
  reasonLong: 'Reason is too long. Max 250 characters allowed.',
  date: 'Date is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  startDate: 'Start date is required',
  endDate: 'End date is required',
  pastDate: 'Cannot select past dates',
  startPast: 'Start date cannot be in the past',
  endPast: 'End date cannot be in the past',
  startTimePast: 'Start time must be in the future',
  endBeforeStart: 'End date cannot be before the start date',
  endTimeOrder: 'End time must be after the start time',
  startInvalid: 'Start date is not valid.',
  endInvalid: 'End date is not valid.',
  shape: 'The times do not match the type of time away.',
} as const;
const TA = TIME_AWAY_MESSAGES;

type RangePart = 'start_date' | 'start_time' | 'end_date' | 'end_time';

/** The §5.13 rules on a time-away range (London wall clock), as [part, message] pairs. */
export function timeAwayProblems(
  r: { type: TimeAwayType; startDate: string; startTime: string; endDate: string; endTime: string },
  now: Date = new Date(),
): [RangePart, string][] {
  const clock = londonClock(now);
  const problems: [RangePart, string][] = [];
  if (r.startDate < clock.date) problems.push(['start_date', r.type === 'days' ? TA.startPast : TA.pastDate]);
  else if (r.type === 'hours' && r.startDate === clock.date && r.startTime.slice(0, 5) <= clock.time)
    problems.push(['start_time', TA.startTimePast]);
  if (r.type === 'days' && r.endDate < clock.date) problems.push(['end_date', TA.endPast]);
  if (r.endDate < r.startDate) problems.push(['end_date', TA.endBeforeStart]);
  else if (r.endDate === r.startDate && r.endTime <= r.startTime) problems.push(['end_time', TA.endTimeOrder]);
  return problems;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The Start Time choices for time away on `date` (§5.13): every half-hour that still has one
 * after it to end at; today they begin at the next half-hour after an hour from now (London).
 */
export function timeAwayStartChoices(date: string, now: Date = new Date()): string[] {
  const starts = TIME_CHOICES.slice(0, -1);
  const clock = londonClock(now);
  if (date !== clock.date) return starts;
  const earliest = (Math.floor((minutesOf(clock.time) + 60) / 30) + 1) * 30;
  return starts.filter((t) => minutesOf(t) >= earliest);
}

/** The End Time choices (§5.13): those after the chosen start, or after the first start offered. */
export function timeAwayEndChoices(start: string | undefined, starts: readonly string[]): string[] {
  const after = start || starts[0];
  return after === undefined ? [] : TIME_CHOICES.filter((t) => t > after.slice(0, 5));
}

/** Duration text: hours to one decimal on the wall clock; an end before the start runs overnight (+24 h). */
export function timeAwayDuration(start: string, end: string): string {
  const at = (v: string) =>
    Date.UTC(+v.slice(0, 4), +v.slice(5, 7) - 1, +v.slice(8, 10), +v.slice(11, 13), +v.slice(14, 16), +v.slice(17, 19) || 0);
  let hours = (at(end) - at(start)) / 3_600_000;
  if (hours < 0) hours += 24;
  return `${(Math.round(hours * 10) / 10).toFixed(1)} hours`;
}

const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v);

/** The Time Away form as the screen holds it: a date and times for hours, a date for a day, two dates for days. */
export const timeAwayForm = checkedForm(
  {
    type: choice(
      TIME_AWAY_TYPES.map((t) => t.value),
      TA.type,
    ),
    reason: optText(250, TA.reasonLong),
  },
  (v, issue) => {
    const text = (field: string) => {
      const value = v[field];
      return typeof value === 'string' ? value.trim() : '';
    };
    const required: [string, string][] =
      v.type === 'hours'
        ? [
            ['date', TA.date],
            ['starttime', TA.startTime],
            ['endtime', TA.endTime],
          ]
        : v.type === 'day'
          ? [['date', TA.date]]
          : v.type === 'days'
            ? [
                ['startdate', TA.startDate],
                ['enddate', TA.endDate],
              ]
            : [];
    const missing = required.filter(([field]) => !(field.endsWith('time') ? isTime(text(field)) : isCalendarDate(text(field))));
    for (const [field, message] of missing) issue(field, message);
    // Only a chosen type asks for fields.
    if (missing.length || !isOneOf(TimeAwayType.options, v.type)) return;
    const range = timeAwayRange({
      type: v.type,
      date: text('date'),
      starttime: text('starttime'),
      endtime: text('endtime'),
      startdate: text('startdate'),
      enddate: text('enddate'),
    });
    const fieldOf: Record<RangePart, string> =
      v.type === 'days'
        ? { start_date: 'startdate', start_time: 'startdate', end_date: 'enddate', end_time: 'enddate' }
        : { start_date: 'date', start_time: 'starttime', end_date: 'date', end_time: 'endtime' };
    for (const [part, message] of timeAwayProblems(range)) issue(fieldOf[part], message);
  },
  (parsed, v) =>
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the screen holds these fields as text; the rules above checked the ones the type needs
    ({
      ...parsed,
      date: v.date,
      starttime: v.starttime,
      endtime: v.endtime,
      startdate: v.startdate,
      enddate: v.enddate,
    }) as TimeAwayFormValues,
);
export interface TimeAwayFormValues {
  type: TimeAwayType;
  reason?: string;
  date?: string;
  starttime?: string;
  endtime?: string;
  startdate?: string;
  enddate?: string;
}

/** The range a form gives: hours on one date; a day is 00:00:00-23:59:59; days run from the start date to the end date. */
export function timeAwayRange(v: TimeAwayFormValues) {
  const t = (x?: string) => (x ?? '').slice(0, 5);
  if (v.type === 'hours')
    return {
      type: v.type,
      startDate: v.date ?? '',
      startTime: `${t(v.starttime)}:00`,
      endDate: v.date ?? '',
      endTime: `${t(v.endtime)}:00`,
    };
  if (v.type === 'day')
    return { type: v.type, startDate: v.date ?? '', startTime: '00:00:00', endDate: v.date ?? '', endTime: '23:59:59' };
  return { type: v.type, startDate: v.startdate ?? '', startTime: '00:00:00', endDate: v.enddate ?? '', endTime: '23:59:59' };
}

/** The save call's fields as the action declares them: the instructor and the time away. */
export type TimeAwayFields = z.input<z.ZodObject<typeof timeAwayWireFields>> & { adi: string };

/** The save call's fields for a valid form (document 2 §7.1): start and end as 'YYYY-MM-DD HH:MM:SS'. */
export function timeAwayPayload(adi: number, v: TimeAwayFormValues): TimeAwayFields {
  const r = timeAwayRange(v);
  const start = `${r.startDate} ${r.startTime}`;
  const end = `${r.endDate} ${r.endTime}`;
  return {
    adi: String(adi),
    type: v.type,
    reason: v.reason ?? '',
    start_datetime: start,
    end_datetime: end,
    duration_text: timeAwayDuration(start, end),
  };
}

function dateTime(required: string, invalid: string) {
  return requiredText(required)
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, invalid)
    .refine((v) => isCalendarDate(v.slice(0, 10)) && isTime(v.slice(11)), invalid);
}

/** The save call's own fields (the server works out the duration again). */
export const timeAwayWireFields = {
  type: choice(
    TIME_AWAY_TYPES.map((t) => t.value),
    TA.type,
  ),
  reason: optText(250, TA.reasonLong),
  start_datetime: dateTime(TA.startDate, TA.startInvalid),
  end_datetime: dateTime(TA.endDate, TA.endInvalid),
  duration_text: optText(30, 'Duration is not valid.'),
};

/** The save call's fields, checked against the type of time away and the §5.13 rules. */
export function timeAwayWire<S extends z.ZodRawShape>(idFields: S) {
  return checkedForm({ ...idFields, ...timeAwayWireFields }, (_values, issue, parsed) => {
    if (!parsed) return;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the shape holds timeAwayWireFields, but zod's output over the generic id fields hides them
    const v = parsed as unknown as { type: TimeAwayType; start_datetime: string; end_datetime: string };
    const start = { date: v.start_datetime.slice(0, 10), time: v.start_datetime.slice(11) };
    const end = { date: v.end_datetime.slice(0, 10), time: v.end_datetime.slice(11) };
    const type = v.type;
    const wholeDays = start.time === '00:00:00' && end.time === '23:59:59';
    const shapeOk =
      type === 'hours' ? end.date === start.date : type === 'day' ? wholeDays && end.date === start.date : wholeDays;
    if (!shapeOk) return issue('end_datetime', TA.shape);
    const problems = timeAwayProblems({
      type,
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
    });
    for (const [part, message] of problems) issue(part.startsWith('start') ? 'start_datetime' : 'end_datetime', message);
  });
}
