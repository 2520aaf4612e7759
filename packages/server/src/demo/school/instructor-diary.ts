import { DAY, HOUR, isoOf, type SchoolContext } from './context';
import type { DemoRow, Instructor } from './types';

/** The instructor's week: working days 08:00-17:00 with lunch at noon, other days off. */
export function instructorAvailability(ctx: SchoolContext, inst: Instructor, workDays: number[]): void {
  for (let d = 0; d <= 6; d++) {
    const working = workDays.includes(d);
    ctx.emit('instructor_availability', {
      adi_id: inst.id,
      day_num: d,
      is_working: working,
      work_start: working ? '08:00' : '10:00',
      work_end: working ? '17:00' : '14:00',
      has_lunch: working,
      lunch_start: working ? '12:00' : null,
      lunch_end: working ? '13:00' : null,
    });
  }
}

type AwayType = DemoRow<'instructor_time_away'>['type'];
interface AwayEntry {
  from: number;
  days: number;
  type: AwayType;
  reason: string | null;
  status: number;
}

/**
 * Time away: about two entries a year across the history (lessons skip those days), and in the
 * showcase one coming up for every working instructor plus a withdrawn one for every third.
 */
export function instructorTimeAway(ctx: SchoolContext, inst: Instructor): void {
  const { rng } = ctx;
  const entries: AwayEntry[] = [];
  const span = Math.min(ctx.shape.historyDays, 3650);
  const perYear = 2;
  const n = Math.max(1, Math.round((span / 365) * perYear * (ctx.shape.showcase ? 1 : 0.5)));
  for (let k = 0; k < n; k++) {
    const from = ctx.today - rng.int(10, span);
    if (from < inst.joinDay + 20 || from >= inst.stopDay) continue;
    entries.push(awayEntry(ctx, from));
  }
  if (ctx.shape.showcase && inst.stopDay > ctx.today) {
    entries.push(awayEntry(ctx, ctx.today + rng.int(3, 24)));
    if (inst.id % 3 === 0) entries.push({ ...awayEntry(ctx, ctx.today + rng.int(30, 60)), status: 0, reason: 'Plans changed' });
  }
  for (const e of entries) {
    const startMs = e.type === 'hours' ? ctx.at(e.from, 13) : ctx.at(e.from, 8);
    const endMs = e.type === 'hours' ? ctx.at(e.from, 16) : ctx.at(e.from + e.days - 1, 18);
    if (e.status === 1) for (let d = 0; d < e.days; d++) inst.awayDays.add(e.from + d);
    const hours = (endMs - startMs) / HOUR;
    ctx.emit('instructor_time_away', {
      rec_id: ++ctx.ids.timeAway,
      adi_id: inst.id,
      type: e.type,
      reason: e.reason,
      starts_at: isoOf(startMs),
      ends_at: isoOf(endMs),
      duration_text: `${hours.toFixed(1)} hours`,
      status: e.status,
      created_at: isoOf(Math.min(startMs - rng.int(2, 20) * DAY, ctx.now - HOUR)),
      created_by: ctx.staff(),
    });
  }
}

function awayEntry(ctx: SchoolContext, from: number): AwayEntry {
  const type = ctx.rng.weighted([
    ['hours', 2],
    ['day', 3],
    ['days', 4],
  ] as const);
  const days = type === 'days' ? ctx.rng.int(2, 10) : 1;
  const reason = ctx.rng.pick([
    'Annual leave',
    'Medical appointment',
    'Family wedding',
    'Car service and MOT',
    'Training course',
    'Bank holiday break',
    null,
  ]);
  return { from, days, type, reason, status: 1 };
}
