import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ComplaintParty, ComplaintRow, PageRequest } from '@dss/contract';
import { prefixedId } from '../wire/person-search';
import type { Database } from '../db/tables';
import { containsPattern, selectPage } from '../wire/paging';

/** A party's display name: 'L12 Jane Smith', 'A4 John Brown', or its kind ('Third party'). */
const partyName = (kind: string, stu: string, adi: string) =>
  sql<string>`CASE
    WHEN ${sql.ref(`${stu}.student_id`)} IS NOT NULL THEN 'L' || ${sql.ref(`${stu}.student_id`)} || ' ' || ${sql.ref(`${stu}.fname`)} || ' ' || ${sql.ref(`${stu}.lname`)}
    WHEN ${sql.ref(`${adi}.adi_id`)} IS NOT NULL THEN 'A' || ${sql.ref(`${adi}.adi_id`)} || ' ' || ${sql.ref(`${adi}.fname`)} || ' ' || ${sql.ref(`${adi}.lname`)}
    ELSE ${sql.ref(`${kind}.txt`)} END`;

/** Days open: London days from recording to today, or to the resolution. */
const daysOpen = sql<number>`(london_date(coalesce(c.resolved_on, now())) - london_date(c.created_on))::integer`;

/** Complaints with their type, status, parties and recorder, as the complaint tables list them. */
export function complaintQuery(db: Kysely<Database>) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_types as ct', 'ct.id', 'c.complain_type_id')
    .innerJoin('complaint_statuses as cs', 'cs.id', 'c.status_id')
    .innerJoin('complaint_party_kinds as k1', 'k1.id', 'c.complainant_type')
    .innerJoin('complaint_party_kinds as k2', 'k2.id', 'c.complainee_type')
    .innerJoin('staff as s', 's.id', 'c.staff_id')
    .innerJoin('titles as st', 'st.id', 's.title_id')
    .leftJoin('learners as al', 'al.student_id', 'c.complainant_stu_id')
    .leftJoin('titles as alt', 'alt.id', 'al.title_id')
    .leftJoin('instructors as ai', 'ai.adi_id', 'c.complainant_adi_id')
    .leftJoin('titles as ait', 'ait.id', 'ai.title_id')
    .leftJoin('learners as el', 'el.student_id', 'c.complainee_stu_id')
    .leftJoin('titles as elt', 'elt.id', 'el.title_id')
    .leftJoin('instructors as ei', 'ei.adi_id', 'c.complainee_adi_id')
    .leftJoin('titles as eit', 'eit.id', 'ei.title_id')
    .select([
      'c.ref',
      'c.complain_type_id',
      'ct.txt as complain_type',
      'c.complainant_type',
      'k1.txt as complainant_kind',
      sql<number | null>`coalesce(c.complainant_stu_id, c.complainant_adi_id)`.as('complainant_id'),
      sql<string>`coalesce(alt.txt, ait.txt, '')`.as('complainant_title'),
      sql<string>`coalesce(al.fname, ai.fname, '')`.as('complainant_fname'),
      sql<string>`coalesce(al.lname, ai.lname, '')`.as('complainant_lname'),
      partyName('k1', 'al', 'ai').as('complainant_name'),
      'c.complainee_type',
      'k2.txt as complainee_kind',
      sql<number | null>`coalesce(c.complainee_stu_id, c.complainee_adi_id)`.as('complainee_id'),
      sql<string>`coalesce(elt.txt, eit.txt, '')`.as('complainee_title'),
      sql<string>`coalesce(el.fname, ei.fname, '')`.as('complainee_fname'),
      sql<string>`coalesce(el.lname, ei.lname, '')`.as('complainee_lname'),
      partyName('k2', 'el', 'ei').as('complainee_name'),
      'c.description',
      'c.incident_date',
      'c.incident_time',
      'c.self_resolve',
      'c.self_res_date',
      'c.self_res_time',
      'c.resol_offer',
      'c.reply_desc',
      'c.created_on',
      'c.updated_on',
      'c.staff_id',
      'st.txt as staff_title',
      's.fname as staff_fname',
      's.lname as staff_lname',
      daysOpen.as('count'),
      'c.status_id',
      'cs.status_name',
      'c.resolved_on',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof complaintQuery>['executeTakeFirstOrThrow']>>;

const party = (kind: number, kindText: string, id: number | null, title: string, fname: string, lname: string, name: string) =>
  ({ kind, kind_text: kindText, id, title, fname, lname, name }) satisfies ComplaintParty;

export function toComplaintRow(r: Raw): ComplaintRow {
  return {
    ref: r.ref,
    complain_type_id: r.complain_type_id,
    complain_type: r.complain_type,
    complainant_type: r.complainant_type,
    complainant_id: r.complainant_id,
    complainant_obj: party(
      r.complainant_type,
      r.complainant_kind,
      r.complainant_id,
      r.complainant_title,
      r.complainant_fname,
      r.complainant_lname,
      r.complainant_name,
    ),
    complainee_type: r.complainee_type,
    complainee_id: r.complainee_id,
    complainee_obj: party(
      r.complainee_type,
      r.complainee_kind,
      r.complainee_id,
      r.complainee_title,
      r.complainee_fname,
      r.complainee_lname,
      r.complainee_name,
    ),
    description: r.description,
    incident_date: r.incident_date ?? '0000-00-00',
    incident_time: r.incident_time ? r.incident_time.slice(0, 5) : '',
    self_resolve: r.self_resolve ? 1 : 0,
    self_resolve_obj: r.self_resolve
      ? {
          self_res_date: r.self_res_date ?? '',
          self_res_time: r.self_res_time ? r.self_res_time.slice(0, 5) : '',
          resol_offer: r.resol_offer ? 1 : 0,
          reply_desc: r.reply_desc ?? '',
        }
      : null,
    created_on: r.created_on.toISOString(),
    updated_on: r.updated_on.toISOString(),
    staff_id: r.staff_id,
    staff_obj: { title: r.staff_title, fname: r.staff_fname, lname: r.staff_lname },
    count: r.count,
    status_id: r.status_id,
    complain_status_text: r.status_name,
    resolved_on: r.resolved_on ? r.resolved_on.toISOString() : null,
  };
}

/** A learner party's text, 'L<id> <first name> <surname>', as migration 038 indexes it. */
const LEARNER_PARTY = sql`lower('L' || l.student_id::text || ' ' || l.fname || ' ' || l.lname)`;

/**
 * The references of the list's complaints that a search finds: by reference, or a type, status,
 * recorder, party kind or person whose text holds it. The people are found first, the learners on
 * their party text's index (migration 038), then one pass over the list's complaints tests their
 * ids, with no text of theirs built. The same complaints as testing each complaint's texts as the
 * lists show them (`partyName`): that joined every learner to every complaint of the list (3× the
 * demo school's time for "smi" on the large school's 5,401 resolved complaints). A party kind's
 * text counts only where the party is no person.
 */
async function foundRefs(db: Kysely<Database>, resolved: boolean, search: string): Promise<number[]> {
  const like = containsPattern(search);
  const ref = prefixedId(search, 'C');
  const party = (side: 'complainant' | 'complainee') => {
    const stu = sql.ref(`c.${side}_stu_id`);
    const adi = sql.ref(`c.${side}_adi_id`);
    return sql`${stu} IN (SELECT student_id FROM found_learners) OR ${adi} IN (SELECT adi_id FROM found_instructors)
      OR (${stu} IS NULL AND ${adi} IS NULL AND ${sql.ref(`c.${side}_type`)} IN (SELECT id FROM found_kinds))`;
  };
  const { rows } = await sql<{ ref: number }>`
    WITH found_learners AS (SELECT l.student_id FROM learners l WHERE ${LEARNER_PARTY} LIKE ${like}),
      found_instructors AS (SELECT i.adi_id FROM instructors i WHERE lower('A' || i.adi_id || ' ' || i.fname || ' ' || i.lname) LIKE ${like}),
      found_kinds AS (SELECT id FROM complaint_party_kinds WHERE lower(txt) LIKE ${like})
    SELECT c.ref FROM complaints c
    WHERE c.is_resolved = ${resolved} AND (${ref === null ? sql`false` : sql`c.ref = ${ref}`}
      OR c.complain_type_id IN (SELECT id FROM complaint_types WHERE lower(txt) LIKE ${like})
      OR c.status_id IN (SELECT id FROM complaint_statuses WHERE lower(status_name) LIKE ${like})
      OR c.staff_id IN (SELECT s.id FROM staff s WHERE lower(s.fname || ' ' || s.lname) LIKE ${like})
      OR ${party('complainant')} OR ${party('complainee')})`.execute(db);
  return rows.map((r) => r.ref);
}

/** One page of active or resolved complaints, searched over reference, type, parties, status and recorder. */
export async function complaintPage(
  db: Kysely<Database>,
  resolved: boolean,
  input: PageRequest<'created_on' | 'ref' | 'count' | 'type' | 'status' | 'updated_on'>,
) {
  let query = complaintQuery(db).where('c.is_resolved', '=', resolved);
  // A search's complaints are found first and counted as found; the page is sorted among them.
  const found = input.search ? await foundRefs(db, resolved, input.search) : null;
  if (found) query = query.where(sql<SqlBool>`c.ref = ANY (${found}::integer[])`);
  // The page is cut selecting the reference only, so PostgreSQL drops the party joins a page
  // without a search does not read, then the page's rows are read whole. Cut with every join, it
  // hashed every learner twice for each page (84-118 ms on a large school).
  const page = await selectPage(
    query.clearSelect().select('c.ref'),
    input,
    {
      created_on: sql`c.created_on`,
      ref: sql`c.ref`,
      count: daysOpen,
      type: sql`ct.txt`,
      status: sql`cs.status_name`,
      updated_on: sql`c.updated_on`,
    },
    sql`c.ref`,
    {
      // Every one of them is NOT NULL (the days open count to now while a complaint is open).
      neverNull: ['created_on', 'ref', 'count', 'type', 'status', 'updated_on'],
      count: found ? async () => found.length : undefined,
    },
  );
  const refs = page.rows.map((r) => r.ref);
  if (refs.length === 0) return { total: page.total, keys: page.keys, rows: [] };
  const rows = await complaintQuery(db).where('c.ref', 'in', refs).execute();
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  return {
    total: page.total,
    keys: page.keys,
    rows: refs.flatMap((ref) => {
      const row = byRef.get(ref);
      return row ? [toComplaintRow(row)] : [];
    }),
  };
}
