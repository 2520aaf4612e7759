import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ComplaintParty, ComplaintRow, PageRequest } from '@dss/contract';
import { prefixedId } from '../wire/person-search';
import type { Database } from '../db/tables';
import { containsPattern, selectPage } from '../wire/paging';

/** Days open: London days from recording to today, or to the resolution. */
const daysOpen = sql<number>`(london_date(coalesce(c.resolved_on, now())) - london_date(c.created_on))::integer`;

// A complaint's type and status texts, each read by its key where it is needed (every complaint
// has both: NOT NULL foreign keys).
const typeText = sql<string>`(SELECT txt FROM complaint_types WHERE id = c.complain_type_id)`;
const statusText = sql<string>`(SELECT status_name FROM complaint_statuses WHERE id = c.status_id)`;
const kindText = (side: 'complainant' | 'complainee') =>
  sql<string>`(SELECT txt FROM complaint_party_kinds WHERE id = ${sql.ref(`c.${side}_type`)})`;

type Person = { title: string; fname: string; lname: string };
/** The learner or instructor a party is, or null for a party that is no person. */
const personOf = (side: 'complainant' | 'complainee') => sql<Person | null>`coalesce(
  (SELECT json_build_object('title', t.txt, 'fname', l.fname, 'lname', l.lname) FROM learners l JOIN titles t ON t.id = l.title_id
    WHERE l.student_id = ${sql.ref(`c.${side}_stu_id`)}),
  (SELECT json_build_object('title', t.txt, 'fname', i.fname, 'lname', i.lname) FROM instructors i JOIN titles t ON t.id = i.title_id
    WHERE i.adi_id = ${sql.ref(`c.${side}_adi_id`)}))`;

/**
 * Complaints with their type, status, parties and recorder, as the complaint tables list them.
 * The look-up texts and the parties' people are subqueries by key, not joins: with six joins,
 * planning the statement took about 3.5 ms, three times running it, where each subquery is planned
 * on its own (0.3 ms for the texts); the people read in two statements after it cost a round trip.
 */
function complaintQuery(db: Kysely<Database>) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('staff as s', 's.id', 'c.staff_id')
    .select([
      'c.ref',
      'c.complain_type_id',
      typeText.as('complain_type'),
      'c.complainant_type',
      kindText('complainant').as('complainant_kind'),
      personOf('complainant').as('complainant'),
      'c.complainant_stu_id',
      'c.complainant_adi_id',
      'c.complainee_type',
      kindText('complainee').as('complainee_kind'),
      personOf('complainee').as('complainee'),
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
      sql<string>`(SELECT txt FROM titles WHERE id = s.title_id)`.as('staff_title'),
      's.fname as staff_fname',
      's.lname as staff_lname',
      daysOpen.as('count'),
      'c.status_id',
      statusText.as('status_name'),
      'c.resolved_on',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof complaintQuery>['executeTakeFirstOrThrow']>>;

/** A party as the lists show it: the person ('L12 Jane Smith', 'A4 John Brown') or the kind ('Third party'). */
function party(
  kind: number,
  kindText: string,
  stuId: number | null,
  adiId: number | null,
  person: Person | null,
): ComplaintParty {
  const prefix = stuId !== null ? 'L' : 'A';
  return {
    kind,
    kind_text: kindText,
    id: stuId ?? adiId,
    title: person?.title ?? '',
    fname: person?.fname ?? '',
    lname: person?.lname ?? '',
    name: person ? `${prefix}${stuId ?? adiId} ${person.fname} ${person.lname}` : kindText,
  };
}

function toComplaintRow(r: Raw): ComplaintRow {
  return {
    ref: r.ref,
    complain_type_id: r.complain_type_id,
    complain_type: r.complain_type,
    complainant_type: r.complainant_type,
    complainant_id: r.complainant_stu_id ?? r.complainant_adi_id,
    complainant_obj: party(r.complainant_type, r.complainant_kind, r.complainant_stu_id, r.complainant_adi_id, r.complainant),
    complainee_type: r.complainee_type,
    complainee_id: r.complainee_stu_id ?? r.complainee_adi_id,
    complainee_obj: party(r.complainee_type, r.complainee_kind, r.complainee_stu_id, r.complainee_adi_id, r.complainee),
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
 * Each way of matching finds its references on its own and the complaints are then read by key:
 * testing every complaint against all of them at once scanned the whole list (3.9 ms over the
 * large school's 6,000 complaints for "smi", against 0.5 ms).
 */
async function foundRefs(db: Kysely<Database>, resolved: boolean, search: string): Promise<number[]> {
  const like = containsPattern(search);
  const ref = prefixedId(search, 'C');
  const kindOnly = (side: 'complainant' | 'complainee') =>
    sql`SELECT x.ref FROM complaints x WHERE ${sql.ref(`x.${side}_stu_id`)} IS NULL AND ${sql.ref(`x.${side}_adi_id`)} IS NULL
      AND ${sql.ref(`x.${side}_type`)} IN (SELECT id FROM complaint_party_kinds WHERE lower(txt) LIKE ${like})`;
  const { rows } = await sql<{ ref: number }>`
    SELECT c.ref FROM complaints c
    WHERE c.is_resolved = ${resolved} AND c.ref = ANY (ARRAY(
      SELECT p.ref FROM complaint_party_search p WHERE p.party_text LIKE ${like}
      UNION ALL SELECT x.ref FROM complaints x WHERE x.complain_type_id IN (SELECT id FROM complaint_types WHERE lower(txt) LIKE ${like})
      UNION ALL SELECT x.ref FROM complaints x WHERE x.status_id IN (SELECT id FROM complaint_statuses WHERE lower(status_name) LIKE ${like})
      UNION ALL SELECT x.ref FROM complaints x WHERE x.staff_id IN (SELECT s.id FROM staff s WHERE lower(s.fname || ' ' || s.lname) LIKE ${like})
      UNION ALL ${kindOnly('complainant')}
      UNION ALL ${kindOnly('complainee')}
      ${ref === null ? sql`` : sql`UNION ALL SELECT ${ref}::integer`}))`.execute(db);
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

/** How the complaint lists sort, on the whole list's page statement (a search's reads the texts by key). */
const ORDER = {
  created_on: sql`c.created_on`,
  ref: sql`c.ref`,
  count: daysOpen,
  type: sql`ct.txt`,
  status: sql`cs.status_name`,
  updated_on: sql`c.updated_on`,
};
// Every one of them is NOT NULL (the days open count to now while a complaint is open).
const NEVER_NULL = ['created_on', 'ref', 'count', 'type', 'status', 'updated_on'] as const;

/** One page of active or resolved complaints, searched over reference, type, parties, status and recorder. */
export async function complaintPage(
  db: Kysely<Database>,
  resolved: boolean,
  input: PageRequest<'created_on' | 'ref' | 'count' | 'type' | 'status' | 'updated_on'>,
) {
  const page = input.search ? await searchedPage(db, resolved, input, input.search) : await wholePage(db, resolved, input);
  return { total: page.total, keys: page.keys, rows: page.rows.map(toComplaintRow) };
}

/**
 * A page of the whole list is cut on the complaints with the two tables its orders read, then its
 * rows are read whole: planning the page's and the count's statements with every join took longer
 * than running them (3-16 ms a statement).
 */
async function wholePage(db: Kysely<Database>, resolved: boolean, input: PageRequest<keyof typeof ORDER>) {
  const listed = db
    .selectFrom('complaints as c')
    .innerJoin('complaint_types as ct', 'ct.id', 'c.complain_type_id')
    .innerJoin('complaint_statuses as cs', 'cs.id', 'c.status_id')
    .select('c.ref')
    .where('c.is_resolved', '=', resolved);
  const page = await selectPage(listed, input, ORDER, sql`c.ref`, {
    neverNull: NEVER_NULL,
    // Each complaint has one type and one status (NOT NULL foreign keys), so the list is counted
    // on the complaints alone: through the joins it read all 5,401 resolved ones twice (3.5 ms).
    count: () => listCount(db, resolved),
  });
  const refs = page.rows.map((r) => r.ref);
  const rows = refs.length === 0 ? [] : await complaintQuery(db).where('c.ref', 'in', refs).execute();
  const byRef = new Map(rows.map((r) => [r.ref, r]));
  return { ...page, rows: refs.flatMap((ref) => byRef.get(ref) ?? []) };
}

/**
 * A search's complaints are found first and counted as found; the page is sorted among them and
 * read whole in one statement: among a few hundred found there is no count to plan, and cutting the
 * page on fewer tables first cost a round trip of its own.
 */
async function searchedPage(db: Kysely<Database>, resolved: boolean, input: PageRequest<keyof typeof ORDER>, search: string) {
  const found = await foundRefs(db, resolved, search);
  const listed = complaintQuery(db).where(sql<SqlBool>`c.ref = ANY (${found}::integer[])`);
  return selectPage(listed, input, { ...ORDER, type: typeText, status: statusText }, sql`c.ref`, {
    neverNull: NEVER_NULL,
    count: async () => found.length,
  });
}
