import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_REFUSALS,
  COMPLAINT_TEXTS,
  addDays,
  complaintForm,
  complaintTypeLabel,
  type ComplaintFormValues,
  londonDate,
  londonInstant,
} from '@dss/contract';
import { sql } from 'kysely';
import { addInstructor, addLearner } from '../test-support/school-fixtures';
import { containsPattern } from '../wire/paging';
import { prefixedId } from '../wire/person-search';
import { build, post, signIn, type TestApp } from '../test-support/inject';

const FIELDS = [
  'loadcomplainttypes',
  'loadcomplaintstatuses',
  'complaintlearners',
  'complaintinstructors',
  'savecomplaint',
  'activecomplaints',
  'resolvedcomplaints',
  'complaintupdates',
  'updatecomplaint',
];

const DESCRIPTION = 'The instructor arrived twenty minutes late and did not apologise to the learner.';
const PROGRESS = 'Called the complainant to acknowledge the complaint and explain our process.';

describe('complaints', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  let learner: number;
  let otherLearner: number;
  let instructor: number;
  let today: string;

  const call = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const form = (over: Partial<Record<keyof ComplaintFormValues, string | number>> = {}) => ({
    complainantType: 2,
    complainant: String(learner),
    complainee: String(instructor),
    incidentdate: addDays(today, -2),
    incidenttime: '14:30',
    comptdesc: DESCRIPTION,
    selfresolve: '0',
    complaineedscdate: '',
    complaineedsctime: '',
    complaineedscsolution: '0',
    complaineedsctext: '',
    ...over,
  });
  const save = (values: Record<string, unknown>) => call({ savecomplaint: '1', form: JSON.stringify(values) });
  const formError = async (values: Record<string, unknown>) => {
    const res = await save(values);
    assert.equal(res.status, 422, res.text);
    return res.json().result.errors.form as string;
  };
  const active = async (extra: Record<string, string> = {}) =>
    (await call({ activecomplaints: '1', pagesize: '100', ...extra })).json();

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 3, 'demo-clerk');
    admin = await signIn(server.url, 1, 'demo-admin');
    learner = await addLearner(server.db, { fname: 'Gina', lname: 'Grey' });
    otherLearner = await addLearner(server.db, { fname: 'Hal', lname: 'Hart' });
    instructor = await addInstructor(server.db, { fname: 'Ian', lname: 'Irwin' });
    today = londonDate(new Date());
  });
  after(() => server.close());

  it('answers 401 without a token and 403 to an administrator for every action', async () => {
    for (const field of FIELDS) {
      assert.equal((await post(server.url, 'ctrouV2.php', { [field]: '1' })).status, 401, field);
      assert.equal((await call({ [field]: '1' }, admin)).status, 403, field);
    }
  });

  it('lists the complaint types, the statuses and the people for the pickers', async () => {
    const types = (await call({ loadcomplainttypes: '1' })).json();
    assert.equal(types.length, 12);
    assert.deepEqual(types[1], { id: 2, txt: 'Learner about Instructor' });
    assert.equal(complaintTypeLabel(2, types[1].txt), 'From Learner about Instructor');
    assert.equal(complaintTypeLabel(5, 'Instructor about Learner'), 'Instructor about Learner');
    const statuses = (await call({ loadcomplaintstatuses: '1' })).json();
    assert.deepEqual(statuses[0], { id: 1, status_name: 'Received - awaiting review', is_resolved: false });
    assert.ok(statuses.some((s: { is_resolved: boolean }) => s.is_resolved));
    const learners = (await call({ complaintlearners: '1', search: 'grey' })).json();
    assert.deepEqual(
      learners.rows.map((r: { student_id: number }) => r.student_id),
      [learner],
    );
    assert.equal(learners.rows[0].postcode, 'IG1 2AB');
    assert.equal((await call({ complaintlearners: '1', search: `L${otherLearner}` })).json().rows[0].student_id, otherLearner);
    const adis = (await call({ complaintinstructors: '1', search: 'irwin' })).json();
    assert.deepEqual(
      adis.rows.map((r: { adi_id: number }) => r.adi_id),
      [instructor],
    );
    assert.equal(
      (await call({ complaintinstructors: '1', pagesize: '7' })).json().result.errors.pagesize,
      'Page size is not valid.',
    );
  });

  it('searches the learner chooser in the database by id, name, mobile, e-mail and postcode, by surname first', async () => {
    const quill = await addLearner(server.db, {
      fname: 'Zelda',
      lname: 'Quillfeather',
      mobile: '07700987651',
      email: 'zq.chooser@example.invalid',
      address_postcode: 'ZE2 9QX',
    });
    const twin = await addLearner(server.db, { fname: 'Adam', lname: 'Quillfeather' });
    const found = async (search: string, extra: Record<string, string> = {}) => {
      const res = await call({ complaintlearners: '1', search, pagesize: '100', ...extra });
      assert.equal(res.status, 200, res.text);
      return res.json() as { rows: { student_id: number }[]; total: number };
    };
    for (const search of [`L${quill}`, 'zelda', 'Quillfeather Zelda', 'zelda 987651', '987651', 'zq.chooser@', 'ze2 9qx']) {
      assert.deepEqual(
        (await found(search)).rows.map((r) => r.student_id),
        [quill],
        search,
      );
    }
    const both = await found('quillfeather');
    assert.equal(both.total, 2);
    assert.deepEqual(
      both.rows.map((r) => r.student_id),
      [twin, quill],
      'surname, then first name',
    );
    assert.deepEqual(
      (await found('quillfeather', { sort: 'name', dir: 'desc' })).rows.map((r) => r.student_id),
      [quill, twin],
    );
    const first = (await call({ complaintlearners: '1', pagesize: '5' })).json();
    const second = (await call({ complaintlearners: '1', pagesize: '5', page: '1' })).json();
    assert.equal(first.rows.length, Math.min(5, first.total));
    assert.equal(second.rows.length, Math.min(5, Math.max(0, first.total - 5)));
    assert.ok(first.total >= 4);
    assert.equal((await call({ complaintlearners: '1', page: 'x' })).json().result.errors.page, 'Page is not valid.');
  });

  it('refuses a complaint form with each message of document 2 §5.15', async () => {
    assert.equal((await call({ savecomplaint: '1' })).json().result.errors.form, COMPLAINT_MESSAGES.form);
    assert.equal(await formError(form({ complainantType: '' })), COMPLAINT_MESSAGES.type);
    assert.equal(await formError(form({ complainantType: 0 })), COMPLAINT_MESSAGES.type);
    assert.equal(await formError(form({ complainant: '' })), COMPLAINT_MESSAGES.complainant);
    assert.equal(await formError(form({ complainee: '' })), COMPLAINT_MESSAGES.complainee);
    assert.equal(await formError(form({ incidentdate: '' })), COMPLAINT_MESSAGES.incidentDate);
    assert.equal(await formError(form({ incidentdate: '0000-00-00' })), COMPLAINT_MESSAGES.incidentDate);
    assert.equal(await formError(form({ incidenttime: '' })), COMPLAINT_MESSAGES.incidentTime);
    assert.equal(await formError(form({ comptdesc: '' })), COMPLAINT_MESSAGES.description);
    assert.equal(await formError(form({ comptdesc: 'Too short to say much.' })), COMPLAINT_MESSAGES.descriptionShort);
    // 13 emoji are 26 UTF-16 units but 13 characters, as the database counts them.
    assert.equal(await formError(form({ comptdesc: '😀'.repeat(13) })), COMPLAINT_MESSAGES.descriptionShort);
    assert.equal(await formError(form({ comptdesc: 'x'.repeat(1601) })), COMPLAINT_MESSAGES.descriptionLong);
    assert.equal(await formError(form({ selfresolve: '1', complaineedsctime: '10:00' })), COMPLAINT_MESSAGES.discussionDate);
    assert.equal(await formError(form({ selfresolve: '1', complaineedscdate: today })), COMPLAINT_MESSAGES.discussionTime);
    const discussed = { selfresolve: '1', complaineedscdate: today, complaineedsctime: '10:00' };
    assert.equal(await formError(form({ ...discussed, complaineedscsolution: '1' })), COMPLAINT_MESSAGES.reply);
    assert.equal(
      await formError(form({ ...discussed, complaineedscsolution: '1', complaineedsctext: 'y'.repeat(1601) })),
      COMPLAINT_MESSAGES.replyLong,
    );
    assert.equal(await formError(form({ comptdesc: `${DESCRIPTION}\u0000` })), 'Text contains characters that are not allowed.');
    // A type without people needs none; a learner about a learner needs two different learners.
    assert.equal((await save(form({ complainantType: 11, complainant: '', complainee: '' }))).status, 200);
    assert.equal(
      await formError(form({ complainantType: 1, complainant: String(learner), complainee: String(learner) })),
      COMPLAINT_MESSAGES.samePerson,
    );
    // The screen validates with the same schema and sees every message at once.
    const parsed = complaintForm.safeParse({ comptdesc: 'short' });
    assert.ok(!parsed.success);
    assert.deepEqual(
      parsed.error.issues.map((i) => i.path[0]),
      ['complainantType', 'incidentdate', 'incidenttime', 'comptdesc'],
    );
  });

  it('refuses people who do not exist and dates in the future', async () => {
    const nobody = await save(form({ complainee: '999999' }));
    assert.equal(nobody.status, 422);
    assert.equal(nobody.json().result.text, `${COMPLAINT_TEXTS.failed} ${COMPLAINT_MESSAGES.complainee}`);
    const future = await save(form({ incidentdate: addDays(today, 1) }));
    assert.equal(future.json().result.text, `${COMPLAINT_TEXTS.failed} ${COMPLAINT_MESSAGES.futureDate}`);
  });

  it('records a complaint stamped with the recorder and answers its reference', async () => {
    const before = (await call({ notifications: '1' })).json().tot_act_comps;
    const res = await save(
      form({
        selfresolve: '1',
        complaineedscdate: addDays(today, -1),
        complaineedsctime: '09:15',
        complaineedscsolution: '1',
        complaineedsctext: 'The instructor offered a free extra half hour at the next lesson.',
      }),
    );
    assert.equal(res.status, 200, res.text);
    const ref = res.json();
    assert.equal(typeof ref, 'number');
    const row = await server.db.selectFrom('complaints').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.staff_id, row.status_id, row.complainant_stu_id, row.complainee_adi_id, row.complainant_type, row.complainee_type],
      [3, 1, learner, instructor, 1, 2],
    );
    assert.equal(row.self_resolve, true);
    assert.equal(row.resol_offer, true);
    assert.equal((await call({ notifications: '1' })).json().tot_act_comps, before + 1);

    const listed = (await active({ search: `C${ref}` })).rows;
    assert.equal(listed.length, 1);
    const c = listed[0];
    assert.equal(c.ref, ref);
    assert.equal(c.complain_type, 'Learner about Instructor');
    assert.deepEqual(c.complainant_obj, {
      kind: 1,
      kind_text: 'Learner',
      id: learner,
      title: 'Miss',
      fname: 'Gina',
      lname: 'Grey',
      name: `L${learner} Gina Grey`,
    });
    assert.deepEqual(c.complainee_obj, {
      kind: 2,
      kind_text: 'Instructor',
      id: instructor,
      title: 'Mr',
      fname: 'Ian',
      lname: 'Irwin',
      name: `A${instructor} Ian Irwin`,
    });
    assert.equal(c.incident_date, addDays(today, -2));
    assert.equal(c.incident_time, '14:30');
    assert.deepEqual(c.self_resolve_obj, {
      self_res_date: addDays(today, -1),
      self_res_time: '09:15',
      resol_offer: 1,
      reply_desc: 'The instructor offered a free extra half hour at the next lesson.',
    });
    assert.equal(c.staff_id, 3);
    assert.deepEqual(c.staff_obj, { title: 'Ms', fname: 'Sophie', lname: 'Clarke' });
    assert.equal(c.count, 0);
    assert.equal(c.complain_status_text, 'Received - awaiting review');
    assert.equal(c.resolved_on, null);

    const school = (await save(form({ complainantType: 3, complainee: '' }))).json();
    const bySchool = (await active({ search: `C${school}` })).rows[0];
    assert.deepEqual([bySchool.complainee_type, bySchool.complainee_id], [3, null]);
    assert.deepEqual(bySchool.complainee_obj, {
      kind: 3,
      kind_text: 'Driving school',
      id: null,
      title: '',
      fname: '',
      lname: '',
      name: 'Driving school',
    });
    assert.equal(bySchool.self_resolve_obj, null);
    const other = (await save(form({ complainantType: 12, complainant: '', complainee: '' }))).json();
    assert.equal((await active({ search: `C${other}` })).rows[0].complainant_obj.name, 'Other');
  });

  it('counts the days a complaint has been open and searches and sorts the active list', async () => {
    const ref = (
      await save(form({ complainantType: 5, complainant: String(instructor), complainee: String(otherLearner) }))
    ).json();
    await server.db
      .updateTable('complaints')
      .set({ created_on: londonInstant(addDays(today, -5), 12 * 60), updated_on: londonInstant(addDays(today, -5), 12 * 60) })
      .where('ref', '=', ref)
      .execute();
    const oldest = (await active({ sort: 'count', dir: 'desc', pagesize: '5' })).rows[0];
    assert.deepEqual([oldest.ref, oldest.count], [ref, 5]);
    assert.deepEqual(
      (await active({ search: 'hart' })).rows.map((r: { ref: number }) => r.ref),
      [ref],
    );
    assert.ok((await active({ search: 'sophie clarke' })).total >= 4, 'the recorder is searched too');
    assert.equal((await active({ sort: 'nope' })).result.errors.sort, 'Sort column is not valid.');
  });

  it('updates progress with a status from the server list, and a resolving status moves it to Resolved Complaints', async () => {
    const ref = (await save(form())).json();
    const empty = (await call({ updatecomplaint: '1', id: String(ref) })).json().result.errors;
    assert.equal(empty.progress, COMPLAINT_MESSAGES.progress);
    assert.equal(empty.state, COMPLAINT_MESSAGES.status);
    const short = (await call({ updatecomplaint: '1', id: String(ref), progress: 'Too short.', state: '2' })).json().result
      .errors;
    assert.equal(short.progress, COMPLAINT_MESSAGES.progressShort);
    const emoji = (await call({ updatecomplaint: '1', id: String(ref), progress: '😀'.repeat(13), state: '2' })).json().result
      .errors;
    assert.equal(emoji.progress, COMPLAINT_MESSAGES.progressShort);
    const long = (await call({ updatecomplaint: '1', id: String(ref), progress: 'z'.repeat(1601), state: '2' })).json().result
      .errors;
    assert.equal(long.progress, COMPLAINT_MESSAGES.progressLong);
    assert.equal(
      (await call({ updatecomplaint: '1', id: String(ref), progress: PROGRESS, state: '0' })).json().result.errors.state,
      COMPLAINT_MESSAGES.status,
    );
    const unknown = await call({ updatecomplaint: '1', id: String(ref), progress: PROGRESS, state: '99' });
    assert.equal(unknown.status, 422);
    assert.equal(unknown.json().result.text, COMPLAINT_MESSAGES.status);

    assert.equal((await call({ updatecomplaint: '1', id: String(ref), progress: PROGRESS, state: '2' })).text, 'SUCCESS');
    const stillActive = (await active({ search: `C${ref}` })).rows[0];
    assert.equal(stillActive.complain_status_text, 'Under investigation');
    const updates = (await call({ complaintupdates: '1', id: String(ref) })).json();
    assert.deepEqual(
      updates.map(
        (u: { title: string; fname: string; lname: string; rec_by: number; update_desc: string; status_name: string }) => [
          u.title,
          u.fname,
          u.lname,
          u.rec_by,
          u.update_desc,
          u.status_name,
        ],
      ),
      [['Ms', 'Sophie', 'Clarke', 3, PROGRESS, 'Under investigation']],
    );

    const before = (await call({ notifications: '1' })).json().tot_act_comps;
    const resolve = () =>
      call({
        updatecomplaint: '1',
        id: String(ref),
        progress: 'Agreed a resolution by telephone; the complainant is content.',
        state: '9',
      });
    const answers = await Promise.all([resolve(), resolve()]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    assert.equal(refused.json().result.text, `${COMPLAINT_TEXTS.updateFailed}. ${COMPLAINT_REFUSALS.resolved}`);
    assert.equal((await call({ complaintupdates: '1', id: String(ref) })).json().length, 2);
    assert.equal((await call({ notifications: '1' })).json().tot_act_comps, before - 1);
    assert.equal((await active({ search: `C${ref}` })).total, 0);
    const resolved = (await call({ resolvedcomplaints: '1', search: `C${ref}` })).json().rows[0];
    assert.equal(resolved.complain_status_text, 'Resolved - explanation accepted');
    assert.match(resolved.resolved_on, /^\d{4}-\d{2}-\d{2}T/);
    const missing = await call({ updatecomplaint: '1', id: '999999', progress: PROGRESS, state: '2' });
    assert.equal(missing.status, 404);
    assert.deepEqual((await call({ complaintupdates: '1', id: '999999' })).json(), []);
  });

  it('finds on either list the complaints whose reference, type, status, parties or recorder hold the search', async () => {
    // One of each kind of party, and a third-party complaint resolved, beside the earlier tests' complaints.
    const third = (await save(form({ complainantType: 9, complainant: '', complainee: String(otherLearner) }))).json();
    await save(form({ complainantType: 6, complainant: String(instructor), complainee: String(instructor) }));
    await call({ updatecomplaint: '1', id: String(third), progress: PROGRESS, state: '9' });
    // Each complaint's texts tested one by one, as the lists show them: the oracle of the search.
    const testedOneByOne = async (search: string, resolved: boolean) => {
      const like = containsPattern(search);
      const ref = prefixedId(search, 'C');
      const party = (kind: string, stu: string, adi: string) =>
        sql`lower(coalesce('L' || ${sql.ref(`${stu}.student_id`)} || ' ' || ${sql.ref(`${stu}.fname`)} || ' ' || ${sql.ref(`${stu}.lname`)},
          'A' || ${sql.ref(`${adi}.adi_id`)} || ' ' || ${sql.ref(`${adi}.fname`)} || ' ' || ${sql.ref(`${adi}.lname`)},
          ${sql.ref(`${kind}.txt`)}))`;
      const { rows } = await sql<{ ref: number }>`SELECT c.ref FROM complaints c
        JOIN complaint_types ct ON ct.id = c.complain_type_id
        JOIN complaint_statuses cs ON cs.id = c.status_id
        JOIN complaint_party_kinds k1 ON k1.id = c.complainant_type
        JOIN complaint_party_kinds k2 ON k2.id = c.complainee_type
        JOIN staff s ON s.id = c.staff_id
        LEFT JOIN learners al ON al.student_id = c.complainant_stu_id
        LEFT JOIN instructors ai ON ai.adi_id = c.complainant_adi_id
        LEFT JOIN learners el ON el.student_id = c.complainee_stu_id
        LEFT JOIN instructors ei ON ei.adi_id = c.complainee_adi_id
        WHERE c.is_resolved = ${resolved} AND (c.ref = ${ref ?? -1} OR lower(ct.txt) LIKE ${like}
          OR lower(cs.status_name) LIKE ${like} OR lower(s.fname || ' ' || s.lname) LIKE ${like}
          OR ${party('k1', 'al', 'ai')} LIKE ${like} OR ${party('k2', 'el', 'ei')} LIKE ${like})`.execute(server.db);
      return rows.map((r) => r.ref).sort((a, b) => a - b);
    };
    const listed = async (field: string, search: string) => {
      const page = (await call({ [field]: '1', search, pagesize: '100' })).json();
      assert.ok(page.total <= 100, 'one page holds them all');
      return page.rows.map((r: { ref: number }) => r.ref).sort((a: number, b: number) => a - b);
    };
    const searches = [
      ...['hart', 'irwin', 'gina grey', 'third party', 'driving school', 'other', 'learner', 'awaiting review'],
      ...['resolved', 'sophie clarke', 'clarke', `C${third}`, String(third), `l${otherLearner} hal`, `a${instructor} ian`],
      ...[`${learner} gina`, ' hart', '%', 'zzz'],
    ];
    for (const search of searches) {
      for (const [field, resolved] of [
        ['activecomplaints', false],
        ['resolvedcomplaints', true],
      ] as const) {
        assert.deepEqual(await listed(field, search), await testedOneByOne(search, resolved), `${field} "${search}"`);
      }
    }
    // Each way a complaint is found finds some: a person's name, a kind with no person, the type, the status, the recorder.
    for (const search of ['hart', `a${instructor} ian`, 'third party', 'awaiting review', 'sophie clarke'])
      assert.ok((await listed('activecomplaints', search)).length > 0, search);
    assert.deepEqual(await listed('resolvedcomplaints', 'third party'), await testedOneByOne('third party', true));
    assert.ok((await listed('resolvedcomplaints', `C${third}`)).includes(third));

    // The parties' texts are kept beside the complaints (migration 040): a renamed learner or
    // instructor is found by the new name only, on both lists, as the lists show them.
    await server.db.updateTable('learners').set({ lname: 'Hartwell-Quayle' }).where('student_id', '=', otherLearner).execute();
    await server.db.updateTable('instructors').set({ fname: 'Iolanthe' }).where('adi_id', '=', instructor).execute();
    for (const search of ['quayle', 'hart', `a${instructor} iolanthe`, `a${instructor} ian`, 'iolanthe'])
      for (const [field, resolved] of [
        ['activecomplaints', false],
        ['resolvedcomplaints', true],
      ] as const)
        assert.deepEqual(await listed(field, search), await testedOneByOne(search, resolved), `${field} "${search}", renamed`);
    assert.ok((await listed('activecomplaints', 'quayle')).length > 0, 'the new surname finds');
    assert.deepEqual(await listed('activecomplaints', `a${instructor} ian`), [], 'the old first name does not');
  });
});
