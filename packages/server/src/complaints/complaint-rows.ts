import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ComplaintParty, ComplaintRow, PageRequest } from '@dss/contract';
import { prefixedId } from '../wire/person-search';
import type { Database } from '../db/tables';
import { containsPattern, selectPage } from '../wire/paging';

/** Days open: London days from recording to today, or to the resolution. */
const daysOpen = sql<number>`(london_date(coalesce(c.resolved_on, now())) - london_date(c.created_on))::integer`;

/**
 * Complaints with their type, status, party kinds and recorder, as the complaint tables list them.
 * The parties' people are read by id afterwards (`peopleOf`): with the eight joins that read them
 * here, planning the page's statement took 3-8 ms of every page, longer than running it.
 */
function complaintQuery(db: Kysely<Database>) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('complaint_types as ct', 'ct.id', 'c.complain_type_id')
    .innerJoin('complaint_statuses as cs', 'cs.id', 'c.status_id')
    .innerJoin('complaint_party_kinds as k1', 'k1.id', 'c.complainant_type')
    .innerJoin('complaint_party_kinds as k2', 'k2.id', 'c.complainee_type')
    .innerJoin('staff as s', 's.id', 'c.staff_id')
    .innerJoin('titles as st', 'st.id', 's.title_id')
    .select([
      'c.ref',
      'c.complain_type_id',
      'ct.txt as complain_type',
      'c.complainant_type',
      'k1.txt as complainant_kind',
      'c.complainant_stu_id',
      'c.complainant_adi_id',
      'c.complainee_type',
      'k2.txt as complainee_kind',
      'c.complainee_stu_id',
      'c.complainee_adi_id',
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
type Person = { id: number; title: string; fname: string; lname: string };
type People = { learners: Map<number, Person>; instructors: Map<number, Person> };

/** The learners and instructors the complaints name as parties, each read once by id. */
async function peopleOf(db: Kysely<Database>, rows: Raw[]): Promise<People> {
  const ids = (pick: (r: Raw) => (number | null)[]) => [...new Set(rows.flatMap(pick).filter((id) => id !== null))];
  const stuIds = ids((r) => [r.complainant_stu_id, r.complainee_stu_id]);
  const adiIds = ids((r) => [r.complainant_adi_id, r.complainee_adi_id]);
  const [learners, instructors] = await Promise.all([
    stuIds.length === 0
      ? []
      : db
          .selectFrom('learners as l')
          .innerJoin('titles as t', 't.id', 'l.title_id')
          .select(['l.student_id as id', 't.txt as title', 'l.fname', 'l.lname'])
          .where('l.student_id', 'in', stuIds)
          .execute(),
    adiIds.length === 0
      ? []
      : db
          .selectFrom('instructors as i')
          .innerJoin('titles as t', 't.id', 'i.title_id')
          .select(['i.adi_id as id', 't.txt as title', 'i.fname', 'i.lname'])
          .where('i.adi_id', 'in', adiIds)
          .execute(),
  ]);
  return { learners: new Map(learners.map((p) => [p.id, p])), instructors: new Map(instructors.map((p) => [p.id, p])) };
}

/** A party as the lists show it: the person ('L12 Jane Smith', 'A4 John Brown') or the kind ('Third party'). */
function party(people: People, kind: number, kindText: string, stuId: number | null, adiId: number | null): ComplaintParty {
  const learner = stuId === null ? undefined : people.learners.get(stuId);
  const instructor = adiId === null ? undefined : people.instructors.get(adiId);
  const person = learner ?? instructor;
  const name = learner
    ? `L${learner.id} ${learner.fname} ${learner.lname}`
    : instructor
      ? `A${instructor.id} ${instructor.fname} ${instructor.lname}`
      : kindText;
  return {
    kind,
    kind_text: kindText,
    id: stuId ?? adiId,
    title: person?.title ?? '',
    fname: person?.fname ?? '',
    lname: person?.lname ?? '',
    name,
  };
}

function toComplaintRow(r: Raw, people: People): ComplaintRow {
  return {
    ref: r.ref,
    complain_type_id: r.complain_type_id,
    complain_type: r.complain_type,
    complainant_type: r.complainant_type,
    complainant_id: r.complainant_stu_id ?? r.complainant_adi_id,
    complainant_obj: party(people, r.complainant_type, r.complainant_kind, r.complainant_stu_id, r.complainant_adi_id),
    complainee_type: r.complainee_type,
    complainee_id: r.complainee_stu_id ?? r.complainee_adi_id,
    complainee_obj: party(people, r.complainee_type, r.complainee_kind, r.complainee_stu_id, r.complainee_adi_id),
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

/**
 * The references of the list's complaints that a search finds: by reference, or a type, status,
 * recorder, party or party kind whose text holds it. The parties' texts ('l12 jane smith',
 * 'a4 john brown') are kept beside the complaints with an index (migration 040), so the search
 * reads them instead of finding every learner whose name holds it first (1,331 learners for "smi"
 * on the large school, to match a few hundred complaints). The same complaints as testing each
 * complaint's texts as the lists show them (`party`). A party kind's text counts only where the
 * party is no person.
 */
async function foundRefs(db: Kysely<Database>, resolved: boolean, search: string): Promise<number[]> {
  const like = containsPattern(search);
  const ref = prefixedId(search, 'C');
  const kindOnly = (side: 'complainant' | 'complainee') =>
    sql`(${sql.ref(`c.${side}_stu_id`)} IS NULL AND ${sql.ref(`c.${side}_adi_id`)} IS NULL
      AND ${sql.ref(`c.${side}_type`)} IN (SELECT id FROM complaint_party_kinds WHERE lower(txt) LIKE ${like}))`;
  const { rows } = await sql<{ ref: number }>`
    SELECT c.ref FROM complaints c
    WHERE c.is_resolved = ${resolved} AND (${ref === null ? sql`false` : sql`c.ref = ${ref}`}
      OR c.complain_type_id IN (SELECT id FROM complaint_types WHERE lower(txt) LIKE ${like})
      OR c.status_id IN (SELECT id FROM complaint_statuses WHERE lower(status_name) LIKE ${like})
      OR c.staff_id IN (SELECT s.id FROM staff s WHERE lower(s.fname || ' ' || s.lname) LIKE ${like})
      OR c.ref IN (SELECT p.ref FROM complaint_party_search p WHERE p.party_text LIKE ${like})
      OR ${kindOnly('complainant')} OR ${kindOnly('complainee')})`.execute(db);
  return rows.map((r) => r.ref);
}

/** How many complaints the active or the resolved list holds. */
async function listCount(db: Kysely<Database>, resolved: boolean): Promise<number> {
  const { n } = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_resolved', '=', resolved)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of active or resolved complaints, searched over reference, type, parties, status and recorder. */
export async function complaintPage(
  db: Kysely<Database>,
  resolved: boolean,
  input: PageRequest<'created_on' | 'ref' | 'count' | 'type' | 'status' | 'updated_on'>,
) {
  // The page is cut on the complaints with the two tables its orders read, then its rows are read
  // whole: planning the page's and the count's statements with every join took longer than
  // running them (3-16 ms a statement).
  let listed = db
    .selectFrom('complaints as c')
    .innerJoin('complaint_types as ct', 'ct.id', 'c.complain_type_id')
    .innerJoin('complaint_statuses as cs', 'cs.id', 'c.status_id')
    .select('c.ref')
    .where('c.is_resolved', '=', resolved);
  // A search's complaints are found first and counted as found; the page is sorted among them.
  const found = input.search ? await foundRefs(db, resolved, input.search) : null;
  if (found) listed = listed.where(sql<SqlBool>`c.ref = ANY (${found}::integer[])`);
  const page = await selectPage(
    listed,
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
      // Each complaint has one type and one status (NOT NULL foreign keys), so the list is counted
      // on the complaints alone: through the joins it read all 5,401 resolved ones twice (3.5 ms).
      count: found ? async () => found.length : () => listCount(db, resolved),
    },
  );
  const refs = page.rows.map((r) => r.ref);
  if (refs.length === 0) return { total: page.total, keys: page.keys, rows: [] };
  const rows = await complaintQuery(db).where('c.ref', 'in', refs).execute();
  const people = await peopleOf(db, rows);
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  return {
    total: page.total,
    keys: page.keys,
    rows: refs.flatMap((ref) => {
      const row = byRef.get(ref);
      return row ? [toComplaintRow(row, people)] : [];
    }),
  };
}
