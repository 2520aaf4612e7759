// npm run bench (bookings part): the calendar's two busiest calls, measured through the whole
// dispatcher (token, validation, SQL, JSON) on the demo school in a scratch PGlite folder, with
// one instructor who works 06:00-22:00 every day and gets BOOKINGS lessons:
// - place booking: one lesson a request, each in a free slot (the overlap check, the credit
//   allocation and the insert in one transaction), which is how those lessons are made;
// - booking load: that instructor's calendar for a week and for the longest range (42 days).
// Each is printed as its median and p95 and as a ratio to the median of a one-row read (quick
// information) measured in the same run, so the figures compare across machines.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, londonToday } from '@dss/contract';
import { bankHolidaysBetween } from '../src/bookings/closed-days';
import { buildApp } from '../src/app';
import { sha512Hex } from '../src/auth/sha512';
import { configFromEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/demo/seed';
import { createMailer } from '../src/mail/mailer';
import { addInstructor, addLearner, addPlan, assign, payCredits, setAvailability } from '../src/test-support/school-fixtures';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 500);
const LOADS = Number(process.env.BENCH_BOOKING_LOADS ?? 200);
/** Lessons a day the instructor can take (06:00 to 21:00 starts). */
const SLOTS_A_DAY = 16;

const { db, close } = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'dss-booking-bench-')) });
await migrate(db);
await seedDemoIfEmpty(db, { today: new Date() });

const adi = await addInstructor(db, { fname: 'Bench', lname: 'Instructor' });
const everyDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, { start: '06:00', end: '22:00' }]));
await setAvailability(db, adi, everyDay);
const stu = await addLearner(db, { fname: 'Bench', lname: 'Learner' });
await assign(db, stu, adi);
const plan = await addPlan(db, 40);
const credits: number[] = [];
while (credits.length < BOOKINGS) credits.push(...(await payCredits(db, stu, plan)));

const config = { ...configFromEnv({ LOG_LEVEL: 'error' }), appsRoot: null };
const app = await buildApp({ db, config, mailer: createMailer(config) });
await app.ready();
const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const signIn = await app.inject({
  url: '/api/loginctr.php',
  ...form({ loginid: '2', p: sha512Hex('demo-user'), staffweblogin: '1' }),
});
const token = (signIn.json() as { result: { data: { token: string } } }).result.data.token;

/** Times `request` once per item, in order, and answers the sorted latencies in ms. */
async function timed<T>(items: readonly T[], request: (item: T) => Promise<{ statusCode: number; body: string }>) {
  const ms: number[] = [];
  for (const item of items) {
    const t0 = performance.now();
    const res = await request(item);
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  return ms.sort((a, b) => a - b);
}
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const times = (n: number) => Array.from({ length: n }, (_, i) => i);

const quickInfo = await timed(times(LOADS), () => app.inject({ url: '/api/ctrouV2.php', ...form({ token, quickinfo: '1' }) }));

// Lesson i: open day i / 16 from tomorrow, starting at 06:00 + (i % 16) hours, with its own credit.
// Bank holidays of the demo's region (England and Wales) are closed, so they are left out.
const firstDay = addDays(londonToday(), 1);
const openDays: string[] = [];
for (let day = firstDay; openDays.length * SLOTS_A_DAY < BOOKINGS; day = addDays(day, 1))
  if (!bankHolidaysBetween('ENG', day, addDays(day, 1)).length) openDays.push(day);
const slot = (i: number) => `${openDays[Math.floor(i / SLOTS_A_DAY)]} ${String(6 + (i % SLOTS_A_DAY)).padStart(2, '0')}:00:00`;
const place = await timed(times(BOOKINGS), (i) =>
  app.inject({
    url: '/api/ctrouV2.php',
    ...form({
      token,
      placebookings: '1',
      adi: String(adi),
      learner: String(stu),
      bookings: JSON.stringify([{ id: credits[i], start: slot(i), bookingType: 'newbooking', durationEditable: false }]),
    }),
  }),
);

const calendar = (days: number) => () =>
  app.inject({
    url: '/api/ctrouV2.php',
    ...form({ token, instructorbookings: '1', id: String(adi), start: firstDay, end: addDays(firstDay, days) }),
  });
const week = await timed(times(LOADS), calendar(7));
const sixWeeks = await timed(times(LOADS), calendar(42));
const lessonsIn = async (days: number) => ((await calendar(days)()).json() as { bookings: unknown[] }).bookings.length;

const base = at(quickInfo, 0.5);
console.log(`\nBookings on PGlite (demo school): ${BOOKINGS} lessons placed one a request, ${LOADS} calendar loads each`);
console.log('call'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p50 vs read'.padStart(14));
const row = (name: string, ms: number[]) =>
  console.log(
    name.padEnd(40),
    at(ms, 0.5).toFixed(2).padStart(8),
    at(ms, 0.95).toFixed(2).padStart(8),
    `${(at(ms, 0.5) / base).toFixed(1)}×`.padStart(14),
  );
row('quick information (one-row read)', quickInfo);
row('place booking (1 lesson)', place);
row(`booking load, week (${await lessonsIn(7)} lessons)`, week);
row(`booking load, 42 days (${await lessonsIn(42)} lessons)`, sixWeeks);
await app.close();
await close();
