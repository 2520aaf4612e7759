import { addMonths, format } from 'date-fns';
import { sql, type Kysely, type Transaction } from 'kysely';
import { LONDON_TIME_ZONE, MONTH_NAMES, FRANCHISE_FEE_PAYMENT_TYPE_ID, PAYMENT_VOID_TEXTS, mobileText } from '@dss/contract';
import type { Database } from '../db/tables';
import { money, ukDate, type Statement } from './statement';
import { LONDON } from '../db/london-sql';

type Db = Kysely<Database> | Transaction<Database>;

/** Days after the month's end counted as "expiring soon" on a learner's overview. */
const EXPIRING_DAYS = 30;

const STATE_NAMES: Record<number, string> = {
  0: 'Blocked',
  1: 'Scheduled',
  2: 'Rescheduled',
  3: 'Cancelled',
  4: 'No show',
  5: 'Complete',
};

/**
 * The month in London time: its first day, the first day of the next month, and the instants
 * those days start (so a lesson at 00:30 BST on the 1st belongs to the month it happened in).
 */
function monthWindow(year: number, month: number) {
  const start = new Date(year, month - 1, 1);
  const first = format(start, 'yyyy-MM-dd');
  const next = format(addMonths(start, 1), 'yyyy-MM-dd');
  return {
    first,
    next,
    from: sql`london_ts(${first}::date, time '00:00')`,
    until: sql`london_ts(${next}::date, time '00:00')`,
  };
}

/** The school's name: the first line of Quick Information's address. */
export async function schoolName(db: Db): Promise<string> {
  const info = await db.selectFrom('quick_info').select('address_lines').executeTakeFirst();
  const name = info?.address_lines?.[0]?.trim();
  return name || 'Driving School';
}

const footer = (generated: Date) =>
  `Times are UK (${LONDON_TIME_ZONE}). Amounts in pounds sterling. Generated on ${ukDate(generated.toISOString().slice(0, 10))} by the Driving School System.`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The learner's overview of a month: lessons, payments, credits and their expiry, tests, and money held. */
export async function learnerStatement(
  db: Db,
  stuId: number,
  year: number,
  month: number,
  generated = new Date(),
): Promise<Statement> {
  const w = monthWindow(year, month);
  const person = await sql<{ ref: string; name: string; email: string; mobile: string; gear: string; address: string }>`
    SELECT 'L' || l.student_id AS ref, concat_ws(' ', t.txt, l.fname, l.lname) AS name, l.email, l.mobile,
           l.lessons_type AS gear,
           concat_ws(', ', l.address_line1, nullif(l.address_line2, ''), l.address_city, nullif(l.address_county, ''), l.address_postcode) AS address
    FROM learners l JOIN titles t ON t.id = l.title_id WHERE l.student_id = ${stuId}`.execute(db);
  const p = person.rows[0];
  if (!p) throw new Error(`No learner ${stuId}`);

  const lessons = await sql<{ lesson_date: string; starts: string; ends: string; state: number; adi: string }>`
    SELECT b.lesson_date::text AS lesson_date,
           to_char(b.lesson_starts AT TIME ZONE ${LONDON}, 'HH24:MI') AS starts,
           to_char(b.lesson_end AT TIME ZONE ${LONDON}, 'HH24:MI') AS ends,
           b.booking_state AS state, i.fname || ' ' || i.lname AS adi
    FROM bookings b JOIN instructors i ON i.adi_id = b.adi_id
    WHERE b.stu_id = ${stuId} AND b.lesson_date >= ${w.first}::date AND b.lesson_date < ${w.next}::date
    ORDER BY b.lesson_starts, b.booking_id`.execute(db);
  const moved = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM booking_moves m JOIN bookings b ON b.booking_id = m.booking_id
    WHERE b.stu_id = ${stuId} AND m.moved_at >= ${w.from} AND m.moved_at < ${w.until}`.execute(db);
  // A voided payment stays listed, marked, and is left out of the month's total.
  const payments = await sql<{ paid_on: string; plan: string; credits: number; price: string; voided: boolean }>`
    SELECT london_date(p.paid_on)::text AS paid_on, lp.text_description AS plan, p.credits, p.price::text AS price,
           p.voided_at IS NOT NULL AS voided
    FROM learner_payments p JOIN lesson_plans lp ON lp.plan_id = p.plan_id
    WHERE p.stu_id = ${stuId} AND p.paid_on >= ${w.from} AND p.paid_on < ${w.until}
    ORDER BY p.paid_on, p.pay_id`.execute(db);
  const paidTotal = await sql<{ total: string }>`
    SELECT coalesce(sum(price), 0)::numeric(14, 2)::text AS total FROM learner_payments
    WHERE stu_id = ${stuId} AND paid_on >= ${w.from} AND paid_on < ${w.until} AND voided_at IS NULL`.execute(db);
  // Credits as they stood when the month ended, whatever happened to them afterwards.
  const credits = await sql<{
    bought: number;
    used: number;
    forfeited: number;
    left: number;
    booked: number;
    left_value: string;
    expiring: number;
    expiring_value: string;
  }>`
    WITH c AS (SELECT * FROM credits WHERE stu_id = ${stuId}),
    held AS (
      SELECT * FROM c WHERE created_at < ${w.until}
        AND (used_at IS NULL OR used_at >= ${w.until}) AND (forfeited_at IS NULL OR forfeited_at >= ${w.until})
        AND expires_at > ${w.until}
    )
    SELECT (SELECT count(*) FROM c WHERE created_at >= ${w.from} AND created_at < ${w.until})::int AS bought,
           (SELECT count(*) FROM c WHERE used_at >= ${w.from} AND used_at < ${w.until})::int AS used,
           (SELECT count(*) FROM c WHERE forfeited_at >= ${w.from} AND forfeited_at < ${w.until})::int AS forfeited,
           (SELECT count(*) FROM held)::int AS left,
           -- held for a lesson to come: booked by then and not cancelled by then
           (SELECT count(*) FROM held h WHERE EXISTS (
              SELECT 1 FROM bookings b WHERE b.cred_id = h.cred_id AND b.booked_on < ${w.until}
                AND b.lesson_starts >= ${w.until} AND (b.booking_state <> 3 OR b.cancelled_at >= ${w.until})))::int AS booked,
           (SELECT coalesce(sum(cred_value), 0)::numeric(14, 2)::text FROM held) AS left_value,
           (SELECT count(*) FROM held WHERE expires_at <= ${w.until} + make_interval(days => ${EXPIRING_DAYS}))::int AS expiring,
           (SELECT coalesce(sum(cred_value), 0)::numeric(14, 2)::text FROM held
             WHERE expires_at <= ${w.until} + make_interval(days => ${EXPIRING_DAYS})) AS expiring_value`.execute(db);
  const expiries = await sql<{ expires: string; n: number; value: string }>`
    SELECT london_date(expires_at)::text AS expires, count(*)::int AS n, sum(cred_value)::numeric(14, 2)::text AS value
    FROM credits
    WHERE stu_id = ${stuId} AND created_at < ${w.until}
      AND (used_at IS NULL OR used_at >= ${w.until}) AND (forfeited_at IS NULL OR forfeited_at >= ${w.until})
      AND expires_at > ${w.until}
    GROUP BY 1 ORDER BY 1`.execute(db);
  const tests = await sql<{ kind: string; test_date: string; outcome: number; detail: string }>`
    SELECT 'Practical driving test' AS kind, d.test_date::text AS test_date, d.outcome,
           'with ' || i.fname || ' ' || i.lname AS detail
    FROM driving_tests d JOIN instructors i ON i.adi_id = d.adi_id
    WHERE d.stu_id = ${stuId} AND d.test_date >= ${w.first}::date AND d.test_date < ${w.next}::date
    UNION ALL
    SELECT 'Theory test', t.test_date::text, t.outcome, t.mcq_points || '/50 and ' || t.hp_points || '/75'
    FROM theory_tests t
    WHERE t.stu_id = ${stuId} AND t.test_date >= ${w.first}::date AND t.test_date < ${w.next}::date
    ORDER BY 2, 1`.execute(db);

  const count = (state: number) => lessons.rows.filter((l) => l.state === state).length;
  const c = credits.rows[0]!;
  const period = `${MONTH_NAMES[month - 1]} ${year}`;
  return {
    title: 'Learner Monthly Overview',
    school: await schoolName(db),
    period,
    subject: [
      ['Learner', `${p.ref} ${p.name}`],
      ['E-mail', p.email],
      ['Mobile', mobileText(p.mobile)],
      ['Lessons type', p.gear],
      ['Address', p.address],
    ],
    sections: [
      {
        heading: 'Lessons',
        facts: [
          ['Lessons taken', String(count(5))],
          ['Lessons moved', String(moved.rows[0]!.n)],
          ['Lessons cancelled', String(count(3))],
          ['Missed (no show)', String(count(4))],
          ['Still to come this month', String(count(1) + count(2))],
        ],
        table: {
          columns: [
            { title: 'Date', width: 2 },
            { title: 'Time', width: 2 },
            { title: 'Instructor', width: 4 },
            { title: 'Status', width: 2 },
          ],
          rows: lessons.rows.map((l) => [ukDate(l.lesson_date), `${l.starts}-${l.ends}`, l.adi, STATE_NAMES[l.state] ?? '']),
          empty: 'No lessons this month.',
        },
      },
      {
        heading: 'Payments',
        facts: [['Paid this month', money(paidTotal.rows[0]!.total)]],
        table: {
          columns: [
            { title: 'Date', width: 2 },
            { title: 'Package', width: 5 },
            { title: 'Credits', width: 1.5, align: 'right' },
            { title: 'Amount', width: 2, align: 'right' },
          ],
          rows: payments.rows.map((r) => [
            ukDate(r.paid_on),
            r.voided ? `${r.plan} (${PAYMENT_VOID_TEXTS.status.toLowerCase()})` : r.plan,
            String(r.credits),
            money(r.price),
          ]),
          empty: 'No payments this month.',
        },
      },
      {
        heading: 'Lesson credits (one credit is one hour)',
        facts: [
          ['Credits bought', String(c.bought)],
          ['Credits taken (lessons given)', String(c.used)],
          ['Credits forfeited', String(c.forfeited)],
          ['Credits left at the end of the month', String(c.left)],
          ['Booked for lessons to come', String(c.booked)],
          ['Available to book', String(c.left - c.booked)],
          ['Paid for and not yet used', money(c.left_value)],
          [
            `Expiring within ${EXPIRING_DAYS} days of the month's end`,
            `${plural(c.expiring, 'credit')} (${money(c.expiring_value)})`,
          ],
        ],
        table: {
          columns: [
            { title: 'Credits left expire on', width: 4 },
            { title: 'Credits', width: 2, align: 'right' },
            { title: 'Value', width: 2, align: 'right' },
          ],
          rows: expiries.rows.map((e) => [ukDate(e.expires), String(e.n), money(e.value)]),
          empty: 'No credits left.',
        },
        note: "Unused credits expire 12 months after payment unless the school has set another period. A credit is forfeited when it expires, or on a late cancellation or a missed lesson under the school's cancellation policy.",
      },
      {
        heading: 'Tests',
        table: {
          columns: [
            { title: 'Date', width: 2 },
            { title: 'Test', width: 3 },
            { title: 'Outcome', width: 1.5 },
            { title: 'Details', width: 3.5 },
          ],
          rows: tests.rows.map((t) => [ukDate(t.test_date), t.kind, t.outcome === 1 ? 'Passed' : 'Failed', t.detail]),
          empty: 'No tests this month.',
        },
      },
    ],
    footer: footer(generated),
  };
}

/**
 * The instructor's overview of a month: lessons delivered, new learners, tests passed and failed,
 * franchise fees due and paid, and hours delivered against the contracted hours.
 */
export async function instructorStatement(
  db: Db,
  adiId: number,
  year: number,
  month: number,
  generated = new Date(),
): Promise<Statement> {
  const w = monthWindow(year, month);
  const person = await sql<{ ref: string; name: string; email: string; mobile: string; gear: string; address: string }>`
    SELECT 'A' || i.adi_id AS ref, concat_ws(' ', t.txt, i.fname, i.lname) AS name, i.email, i.mobile,
           i.teaching_gears AS gear,
           concat_ws(', ', i.curr_line1, nullif(i.curr_line2, ''), i.curr_city, nullif(i.curr_county, ''), i.curr_postcode) AS address
    FROM instructors i JOIN titles t ON t.id = i.title_id WHERE i.adi_id = ${adiId}`.execute(db);
  const p = person.rows[0];
  if (!p) throw new Error(`No instructor ${adiId}`);

  const lessons = await sql<{ delivered: number; hours: string; no_show: number; cancelled: number; learners: number }>`
    SELECT count(*) FILTER (WHERE booking_state = 5)::int AS delivered,
           coalesce(sum(extract(epoch FROM lesson_end - lesson_starts) / 3600) FILTER (WHERE booking_state = 5), 0)::numeric(10, 1)::text AS hours,
           count(*) FILTER (WHERE booking_state = 4)::int AS no_show,
           count(*) FILTER (WHERE booking_state = 3)::int AS cancelled,
           count(DISTINCT stu_id) FILTER (WHERE booking_state = 5)::int AS learners
    FROM bookings WHERE adi_id = ${adiId} AND lesson_date >= ${w.first}::date AND lesson_date < ${w.next}::date`.execute(db);
  const newLearners = await sql<{ assigned: string; name: string }>`
    SELECT london_date(a.assign_on)::text AS assigned, 'L' || l.student_id || ' ' || l.fname || ' ' || l.lname AS name
    FROM assignments a JOIN learners l ON l.student_id = a.stu_id
    WHERE a.adi_id = ${adiId} AND a.assign_on >= ${w.from} AND a.assign_on < ${w.until}
    ORDER BY a.assign_on, a.assign_id`.execute(db);
  const tests = await sql<{ passed: number; failed: number }>`
    SELECT count(*) FILTER (WHERE outcome = 1)::int AS passed, count(*) FILTER (WHERE outcome = 0)::int AS failed
    FROM driving_tests WHERE adi_id = ${adiId} AND test_date >= ${w.first}::date AND test_date < ${w.next}::date`.execute(db);
  // Each franchise package that ran during the month counts for its days in the month: the weekly
  // fee and weekly hours pro rata (days / 7), in numeric.
  const contract = await sql<{ days: number; due: string; hours: string; plans: string }>`
    WITH f AS (
      SELECT p.weekly_fee, p.weekly_hours, p.plan_id,
             (least(${w.next}::date, coalesce(f.ended_on + 1, ${w.next}::date)) - greatest(${w.first}::date, f.start_date)) AS days
      FROM instructor_franchise f JOIN franchise_plans p ON p.plan_id = f.plan_id
      WHERE f.adi_id = ${adiId} AND f.start_date < ${w.next}::date AND (f.ended_on IS NULL OR f.ended_on >= ${w.first}::date)
    )
    SELECT coalesce(sum(days), 0)::int AS days,
           coalesce(sum(round(weekly_fee * days / 7, 2)), 0)::numeric(14, 2)::text AS due,
           coalesce(sum(weekly_hours * days / 7.0), 0)::numeric(10, 1)::text AS hours,
           coalesce(string_agg('F' || plan_id, ', ' ORDER BY plan_id), '') AS plans
    FROM f WHERE days > 0`.execute(db);
  const paid = await sql<{ franchise: string; all_paid: string }>`
    SELECT coalesce(sum(amount) FILTER (WHERE type_id = ${FRANCHISE_FEE_PAYMENT_TYPE_ID}), 0)::numeric(14, 2)::text AS franchise,
           coalesce(sum(amount), 0)::numeric(14, 2)::text AS all_paid
    FROM instructor_payments
    WHERE adi_id = ${adiId} AND date_of_transaction >= ${w.from} AND date_of_transaction < ${w.until}`.execute(db);
  const payments = await sql<{ paid_on: string; reference: string; type: string; method: string; amount: string }>`
    SELECT london_date(p.date_of_transaction)::text AS paid_on, p.reference, t.txt AS type, m.txt AS method, p.amount::text AS amount
    FROM instructor_payments p JOIN payment_types t ON t.id = p.type_id JOIN payment_methods m ON m.id = p.method_id
    WHERE p.adi_id = ${adiId} AND p.date_of_transaction >= ${w.from} AND p.date_of_transaction < ${w.until}
    ORDER BY p.date_of_transaction, p.transaction_id`.execute(db);
  // Credits the instructor's learners held when the month ended (paid, not yet taught).
  const held = await sql<{ n: number; value: string }>`
    SELECT count(*)::int AS n, coalesce(sum(c.cred_value), 0)::numeric(14, 2)::text AS value
    FROM credits c
    WHERE c.created_at < ${w.until}
      AND (c.used_at IS NULL OR c.used_at >= ${w.until}) AND (c.forfeited_at IS NULL OR c.forfeited_at >= ${w.until})
      AND c.expires_at > ${w.until}
      AND EXISTS (SELECT 1 FROM assignments a WHERE a.stu_id = c.stu_id AND a.adi_id = ${adiId}
                    AND a.assign_on < ${w.until} AND (a.assign_status = 1 OR a.assign_updated >= ${w.until}))`.execute(db);

  const l = lessons.rows[0]!;
  const k = contract.rows[0]!;
  const f = paid.rows[0]!;
  const t = tests.rows[0]!;
  const h = held.rows[0]!;
  const balance = (
    await sql<{ b: string }>`SELECT (${k.due}::numeric - ${f.franchise}::numeric)::numeric(14, 2)::text AS b`.execute(db)
  ).rows[0]!.b;
  const percent = Number(k.hours) > 0 ? `${Math.round((Number(l.hours) / Number(k.hours)) * 100)}%` : 'No contracted hours';
  return {
    title: 'Instructor Monthly Overview',
    school: await schoolName(db),
    period: `${MONTH_NAMES[month - 1]} ${year}`,
    subject: [
      ['Instructor', `${p.ref} ${p.name}`],
      ['E-mail', p.email],
      ['Mobile', mobileText(p.mobile)],
      ['Teaching gears', p.gear],
      ['Address', p.address],
    ],
    sections: [
      {
        heading: 'Lessons',
        facts: [
          ['Lessons delivered', String(l.delivered)],
          ['Hours delivered', l.hours],
          ['Learners taught', String(l.learners)],
          ['Missed by learners (no show)', String(l.no_show)],
          ['Lessons cancelled', String(l.cancelled)],
        ],
      },
      {
        heading: 'New learners',
        facts: [['Learners newly assigned', String(newLearners.rows.length)]],
        table: {
          columns: [
            { title: 'Assigned on', width: 2 },
            { title: 'Learner', width: 6 },
          ],
          rows: newLearners.rows.map((r) => [ukDate(r.assigned), r.name]),
          empty: 'No new learners this month.',
        },
      },
      {
        heading: 'Driving tests',
        facts: [
          ['Tests passed', String(t.passed)],
          ['Tests failed', String(t.failed)],
        ],
      },
      {
        heading: 'Franchise fees',
        facts: [
          ['Franchise package', k.plans || 'None'],
          ['Franchise fees due', money(k.due)],
          ['Franchise fees paid', money(f.franchise)],
          balance.startsWith('-') ? ['Paid beyond the fees due', money(balance.slice(1))] : ['Outstanding', money(balance)],
          ['All payments to the school this month', money(f.all_paid)],
        ],
        table: {
          columns: [
            { title: 'Date', width: 2 },
            { title: 'Reference', width: 2.5 },
            { title: 'Type', width: 2.5 },
            { title: 'Method', width: 2.5 },
            { title: 'Amount', width: 2, align: 'right' },
          ],
          rows: payments.rows.map((r) => [ukDate(r.paid_on), r.reference, r.type, r.method, money(r.amount)]),
          empty: 'No payments this month.',
        },
        note: 'Fees due are the weekly fee of each franchise package for its days in the month (days / 7).',
      },
      {
        heading: 'Hours against contract',
        facts: [
          ['Contracted hours for the month', k.hours],
          ['Hours delivered', l.hours],
          ['Delivered against contract', percent],
        ],
      },
      {
        heading: "Learners' unused credits",
        facts: [
          ["Credits your learners held at the month's end", String(h.n)],
          ['Paid for and not yet taught', money(h.value)],
        ],
      },
    ],
    footer: footer(generated),
  };
}
