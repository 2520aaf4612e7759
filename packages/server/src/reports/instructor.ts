import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FrequencyRow, InstructorReport, PostcodeCount } from '@dss/contract';
import type { Database } from '../db/tables';
import {
  complaintOuterPc,
  dateWithin,
  endDate,
  instantWithin,
  instructorJoinedOn,
  instructorLeftOn,
  instructorWithin,
  periodOf,
  rescheduled,
  startDate,
  type ReportRange,
} from './range';

// Instructor reports 1-12 (document 3 §2, §3, §9). "With the school in the range": approved by
// its end and not gone before its start (range.ts).

const ENGLISH = 10;

const empty = (unit: InstructorReport['unit']): InstructorReport => ({
  unit,
  gear_type: null,
  dual_ctrl: null,
  fuel_type: null,
  makes: null,
  body_type: null,
  reg_year: null,
  adi_per_teaching_gender: null,
  adi_per_lang: null,
  learner_per_lang: null,
  learner_pc_by_lang: null,
  adi_gender_count: null,
  adi_age_count: null,
  adi_age_gender: null,
  retention: null,
  adi_per_pc: null,
  comp_per_pc: null,
  completed_lessons_count: null,
  rescheduled_lessons_count: null,
  active_adi_pcs: null,
  inactive_adi_pcs: null,
  total_adi_pcs: null,
  departed_adis: null,
  new_adis: null,
});

type Db = Kysely<Database>;

export async function instructorReport(db: Db, reportNo: number, r: ReportRange): Promise<InstructorReport> {
  const report = empty(r.unit);
  switch (reportNo) {
    case 1:
      return { ...report, ...(await vehicles(db, r)) };
    case 2:
      return { ...report, ...(await languages(db, r)) };
    case 3:
      return { ...report, ...(await genderAndAge(db, r)) };
    case 4:
      return { ...report, retention: await retention(db, r) };
    case 5:
      return { ...report, ...(await coverage(db, r)) };
    case 6:
    case 7: {
      const { rows } = await sql<{ dates: string; count: number }>`
        SELECT ${periodOf(sql`b.lesson_date`, r)} AS dates, count(*)::int AS count
        FROM bookings b
        WHERE ${dateWithin(sql`b.lesson_date`, r)} AND ${reportNo === 6 ? sql`b.booking_state = 5` : sql`b.booking_state <> 0 AND ${rescheduled('b')}`}
        GROUP BY 1 ORDER BY 1`.execute(db);
      return reportNo === 6 ? { ...report, completed_lessons_count: rows } : { ...report, rescheduled_lessons_count: rows };
    }
    case 8:
      return { ...report, adi_gender_count: (await genderAndAge(db, r)).adi_gender_count };
    case 9:
      return { ...report, adi_age_count: (await genderAndAge(db, r)).adi_age_count };
    case 10:
      return { ...report, ...(await byArea(db, r)) };
    case 11: {
      const { rows } = await sql<{ departed_on: string; no_adis: number }>`
        SELECT ${periodOf(sql`x.left_on`, r)} AS departed_on, count(*)::int AS no_adis
        FROM (SELECT ${instructorLeftOn('i')} AS left_on FROM instructors i WHERE i.acc_state = 4) x
        WHERE ${dateWithin(sql`x.left_on`, r)} GROUP BY 1 ORDER BY 1`.execute(db);
      return { ...report, departed_adis: rows };
    }
    default: {
      const { rows } = await sql<{ joined_on: string; no_adis: number }>`
        SELECT ${periodOf(instructorJoinedOn('i'), r)} AS joined_on, count(*)::int AS no_adis
        FROM instructors i WHERE ${instantWithin(sql`i.approved_at`, r)} GROUP BY 1 ORDER BY 1`.execute(db);
      return { ...report, new_adis: rows };
    }
  }
}

/** Frequencies of several keys from one grouping-sets query: `set` names the key each row counts. */
async function frequencies(db: Db, query: RawBuilder<{ set: string; key: string; count: number }>) {
  const { rows } = await query.execute(db);
  const out = new Map<string, FrequencyRow[]>();
  for (const row of rows) out.set(row.set, [...(out.get(row.set) ?? []), { key: row.key, count: row.count }]);
  return (set: string) => out.get(set) ?? [];
}

async function vehicles(db: Db, r: ReportRange) {
  const of = await frequencies(
    db,
    sql<{ set: string; key: string; count: number }>`
      WITH v AS (
        SELECT v.c_gear AS gear, CASE v.dual_ctrl WHEN 1 THEN 'Yes' ELSE 'No' END AS dual, ft.txt AS fuel,
               btrim(v.make) AS make, vt.txt AS body, extract(year FROM v.regyear)::int::text AS reg_year
        FROM vehicles v
        JOIN instructors i ON i.adi_id = v.adi_id
        JOIN fuel_types ft ON ft.id = v.c_fuel
        JOIN vehicle_types vt ON vt.id = v.c_type_id
        WHERE v.rec_status = 1 AND ${instructorWithin('i', r)}
      )
      SELECT CASE WHEN GROUPING(gear) = 0 THEN 'gear' WHEN GROUPING(dual) = 0 THEN 'dual' WHEN GROUPING(fuel) = 0 THEN 'fuel'
                  WHEN GROUPING(make) = 0 THEN 'make' WHEN GROUPING(body) = 0 THEN 'body' ELSE 'year' END AS set,
             coalesce(gear, dual, fuel, make, body, reg_year) AS key, count(*)::int AS count
      FROM v GROUP BY GROUPING SETS ((gear), (dual), (fuel), (make), (body), (reg_year))
      ORDER BY 1, 2`,
  );
  return {
    gear_type: of('gear'),
    dual_ctrl: of('dual'),
    fuel_type: of('fuel'),
    makes: of('make'),
    body_type: of('body'),
    reg_year: of('year'),
  };
}

async function languages(db: Db, r: ReportRange) {
  const teaching = await sql<FrequencyRow>`
    SELECT i.teaching_gens AS key, count(*)::int AS count FROM instructors i
    WHERE ${instructorWithin('i', r)} GROUP BY 1 ORDER BY 1`.execute(db);
  const adiLangs = await sql<FrequencyRow>`
    SELECT lg.txt AS key, count(*)::int AS count
    FROM instructor_languages il JOIN instructors i ON i.adi_id = il.adi_id JOIN languages lg ON lg.id = il.lang_id
    WHERE il.lang_id <> ${ENGLISH} AND ${instructorWithin('i', r)} GROUP BY 1 ORDER BY 1`.execute(db);
  // Learners with the school in the range (registered by its end, not departed before its
  // start) who asked for a secondary language.
  const learners = sql`
    SELECT l.outer_pc, lg.txt AS lang FROM learners l JOIN languages lg ON lg.id = l.req_language
    WHERE l.created < london_ts(${endDate(r)} + 1, time '00:00')
      AND NOT EXISTS (SELECT 1 FROM departures d WHERE d.stu_id = l.student_id AND d.dep_date < ${startDate(r)})`;
  const learnerLangs = await sql<FrequencyRow>`
    SELECT x.lang AS key, count(*)::int AS count FROM (${learners}) x GROUP BY 1 ORDER BY 1`.execute(db);
  const byPostcode = await sql<{ postcode: string; langs: string; count: number }>`
    SELECT x.outer_pc AS postcode, string_agg(DISTINCT x.lang, ', ' ORDER BY x.lang) AS langs, count(*)::int AS count
    FROM (${learners}) x GROUP BY 1 ORDER BY 1`.execute(db);
  return {
    adi_per_teaching_gender: teaching.rows,
    adi_per_lang: adiLangs.rows,
    learner_per_lang: learnerLangs.rows,
    learner_pc_by_lang: byPostcode.rows,
  };
}

/** Genders and age bands (at the end of the range) of the instructors with the school, and the two crossed. */
async function genderAndAge(db: Db, r: ReportRange) {
  const { rows } = await sql<{ age: string | null; gender: string | null; count: number }>`
    SELECT age, gender, count(*)::int AS count
    FROM (SELECT age_band(i.dob, ${endDate(r)})::text AS age, i.gender::text AS gender FROM instructors i WHERE ${instructorWithin('i', r)}) x
    GROUP BY GROUPING SETS ((gender), (age), (age, gender)) ORDER BY age NULLS FIRST, gender`.execute(db);
  return {
    adi_gender_count: rows.filter((x) => x.age === null).map((x) => ({ key: x.gender!, count: x.count })),
    adi_age_count: rows.filter((x) => x.gender === null).map((x) => ({ key: x.age!, count: x.count })),
    adi_age_gender: rows
      .filter((x) => x.age !== null && x.gender !== null)
      .map((x) => ({ age: x.age!, gender: x.gender!, count: x.count })),
  };
}

export const RETENTION_TYPES = {
  stayed: 'With the school at the end of the range',
  left: 'Left during the range',
  all: 'All instructors',
};

/** Days with the school: to the day they left, or to the end of the range. */
async function retention(db: Db, r: ReportRange) {
  const { rows } = await sql<{
    type: string | null;
    total: number;
    min: number | null;
    max: number | null;
    average: string | null;
  }>`
    SELECT type, count(*)::int AS total, min(days)::int AS min, max(days)::int AS max, round(avg(days), 1)::text AS average
    FROM (
      SELECT CASE WHEN x.left_on IS NULL OR x.left_on > ${endDate(r)} THEN ${RETENTION_TYPES.stayed} ELSE ${RETENTION_TYPES.left} END AS type,
             least(coalesce(x.left_on, ${endDate(r)}), ${endDate(r)}) - x.joined_on AS days
      FROM (SELECT ${instructorJoinedOn('i')} AS joined_on, ${instructorLeftOn('i')} AS left_on FROM instructors i WHERE ${instructorWithin('i', r)}) x
    ) y
    GROUP BY GROUPING SETS ((type), ()) ORDER BY type NULLS LAST`.execute(db);
  return rows.map((row) => ({
    type: row.type ?? RETENTION_TYPES.all,
    total: row.total,
    min: row.min,
    max: row.max,
    average: row.average === null ? null : Number(row.average),
  }));
}

/** Instructors covering each outer postcode, and the complaints recorded in the range per outer postcode. */
async function coverage(db: Db, r: ReportRange) {
  const adis = await sql<PostcodeCount>`
    SELECT cp.pc AS outer_pc, count(*)::int AS no_adis
    FROM instructor_covering_pcs cp JOIN instructors i ON i.adi_id = cp.adi_id
    WHERE ${instructorWithin('i', r)} GROUP BY 1 ORDER BY 1`.execute(db);
  const complaints = await sql<{ outer_pc: string; total: number }>`
    SELECT ${complaintOuterPc} AS outer_pc, count(*)::int AS total
    FROM complaints c WHERE ${instantWithin(sql`c.created_on`, r)} GROUP BY 1 ORDER BY 1`.execute(db);
  return { adi_per_pc: adis.rows, comp_per_pc: complaints.rows };
}

/** Instructors with the school in the range by the outer postcode of their current address: active (state 1) and not. */
async function byArea(db: Db, r: ReportRange) {
  const { rows } = await sql<{ outer_pc: string; active: boolean | null; no_adis: number }>`
    SELECT outer_pc, active, count(*)::int AS no_adis
    FROM (SELECT i.curr_outer_pc AS outer_pc, i.acc_state = 1 AS active FROM instructors i WHERE ${instructorWithin('i', r)}) x
    GROUP BY GROUPING SETS ((outer_pc), (outer_pc, active)) ORDER BY outer_pc`.execute(db);
  const pick = (f: (a: boolean | null) => boolean) =>
    rows.filter((x) => f(x.active)).map(({ outer_pc, no_adis }) => ({ outer_pc, no_adis }));
  return {
    active_adi_pcs: pick((a) => a === true),
    inactive_adi_pcs: pick((a) => a === false),
    total_adi_pcs: pick((a) => a === null),
  };
}
