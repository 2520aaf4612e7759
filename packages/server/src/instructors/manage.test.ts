import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INSTRUCTOR_TEXTS, instructorActions, type InstructorInfo, type InstructorRow } from '@dss/contract';
import { placeBookings, recordLearnerPayment } from '../lifecycle';
import {
  addFranchisePlan,
  dayFromToday,
  uploadForm,
  registration,
  registrationFiles,
  secondVehicle,
  type FilePart,
} from '../test-support/instructor-fixtures';
import { build, post, postMultipart, signIn, type TestApp } from '../test-support/inject';

describe('instructor tables, information, approval and state management', () => {
  let server: TestApp;
  let clerk: string;
  let admin: string;
  let planId: number;
  let files: FilePart[];
  const office = (fields: Record<string, string>, token = clerk) => post(server.url, 'ctrouV2.php', { token, ...fields });
  const adminCall = (fields: Record<string, string>, token = admin) => post(server.url, 'ctroaV2.php', { token, ...fields });

  /** Registers an instructor over the wire and answers their id. */
  async function registered(overrides: Record<string, string> = {}, second = false): Promise<number> {
    const fields = { ...registration(planId, overrides), ...(second ? secondVehicle() : {}) };
    const res = await postMultipart(
      server.url,
      'ctrouV2.php',
      uploadForm({ token: clerk, addadiinofficeadvancedv2: '1', ...fields }, second ? await registrationFiles(true) : files),
    );
    assert.equal(res.text, 'SUCCESS');
    const row = await server.db
      .selectFrom('instructors')
      .select('adi_id')
      .where('driving_licence_no', '=', fields.dlno!)
      .executeTakeFirstOrThrow();
    return row.adi_id;
  }

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 2, 'demo-user');
    admin = await signIn(server.url, 1, 'demo-admin');
    planId = await addFranchisePlan(server.db, { weeklyFee: '99.99', hours: 35 });
    files = await registrationFiles();
  });
  after(() => server.close());

  it('answers 401 without a token; office actions refuse an administrator, admin actions an office user', async () => {
    for (const action of Object.values(instructorActions)) {
      const endpoint = action.endpoint;
      const fields = { [action.field]: '1' };
      assert.equal((await post(server.url, endpoint, fields)).status, 401, action.field);
      const wrong = endpoint === 'ctroaV2.php' ? clerk : admin;
      const allowedToAdmin = (action.permissions as readonly string[]).includes('admin');
      if (!allowedToAdmin || endpoint === 'ctroaV2.php')
        assert.equal((await post(server.url, endpoint, { ...fields, token: wrong })).status, 403, action.field);
    }
    for (const token of [clerk, await signIn(server.url, 3, 'demo-clerk')])
      assert.equal((await adminCall({ approveinstructor: '1', adi_id: '1' }, token)).status, 403);
  });

  it('lists fuel types, owner types with their hints and the active franchise plans', async () => {
    assert.ok((await office({ loadfueltypes: '1' })).json().some((f: { txt: string }) => f.txt === 'Diesel'));
    const owners = (await office({ loadvehicleownertypes: '1' })).json();
    assert.ok(owners[0].type_id === 1 && owners[0].desc && owners[0].message);
    const removed = await addFranchisePlan(server.db, { state: 0 });
    const plans = (await office({ loadfranchiseplanoptions: '1' })).json() as { plan_id: number; weekly_fee: string }[];
    assert.ok(plans.some((p) => p.plan_id === planId && p.weekly_fee === '99.99'));
    assert.ok(!plans.some((p) => p.plan_id === removed), 'a removed plan is not offered');
  });

  it('pages and searches pending instructors for office and admin; approval is admin-only and conditional', async () => {
    const a = await registered({ fname: 'Priya', lname: 'Raman', mobile: '07700900777' });
    const b = await registered({ fname: 'Tomasz', lname: 'Nowak' });
    const page = (await office({ loadpendinginstructors: '1', pagesize: '5' })).json() as {
      rows: InstructorRow[];
      total: number;
    };
    assert.ok(page.total >= 2);
    const row = page.rows.find((r) => r.adi_id === a)!;
    assert.equal(row.reg_by_id, 2);
    assert.equal(row.reg_by_name.length > 0, true);
    assert.equal(row.landline, '02085550101');
    assert.equal(row.approved, false);
    assert.equal(row.accState, 3);
    assert.equal(
      (await office({ loadpendinginstructors: '1', search: 'raman' }, admin)).json().total,
      1,
      'the admin reads it too',
    );
    for (const search of [`A${a}`, String(a), 'priya r', '900777']) {
      const found = (await office({ loadpendinginstructors: '1', search })).json();
      assert.ok(
        found.rows.some((r: InstructorRow) => r.adi_id === a),
        search,
      );
    }
    assert.equal((await office({ approveinstructor: '1', adi_id: String(a) })).status, 400, 'not an office action');
    assert.equal((await adminCall({ approveinstructor: '1', adi_id: String(a) }, clerk)).status, 403);
    assert.equal((await adminCall({ approveinstructor: '1' })).json().result.errors.adi_id, 'Driving instructor is required.');
    const ok = await adminCall({ approveinstructor: '1', adi_id: String(a) });
    assert.equal(ok.text, 'SUCCESS');
    const approved = await server.db.selectFrom('instructors').selectAll().where('adi_id', '=', a).executeTakeFirstOrThrow();
    assert.equal(approved.acc_state, 1);
    assert.equal(approved.approved_by, 1);
    assert.ok(approved.approved_at);
    const again = await adminCall({ approveinstructor: '1', adi_id: String(a) });
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, INSTRUCTOR_TEXTS.recordUpdateFailed);
    assert.equal((await adminCall({ approveinstructor: '1', adi_id: '999999' })).status, 404);
    const stillPending = (await office({ loadpendinginstructors: '1', pagesize: '100' }))
      .json()
      .rows.map((r: InstructorRow) => r.adi_id);
    assert.ok(!stillPending.includes(a) && stillPending.includes(b));
    const active = (await office({ loadactiveinstructors: '1', search: `a${a}` })).json();
    assert.equal(active.total, 1);
    assert.equal(active.rows[0].teaching_gears, 'manual');
    assert.ok(
      !(await office({ loadactiveinstructors: '1', pagesize: '100' })).json().rows.some((r: InstructorRow) => r.adi_id === b),
    );
  });

  it('makes an approved instructor available to Assign Instructor', async () => {
    const adi = await registered({ coveringareas: JSON.stringify(['RM13']), geartype: 'both', aditgender: 'any' });
    const learner = await server.db
      .insertInto('learners')
      .values({
        title_id: 2,
        gender: 'f',
        fname: 'Grace',
        lname: 'Bell',
        mobile: '07700900999',
        email: 'grace@example.invalid',
        dob: '2004-01-02',
        driving_licence_no: 'BELLG401024G99AB',
        lessons_type: 'manual',
        address_line1: '3 Rainham Rd',
        address_city: 'Rainham',
        address_postcode: 'RM13 8AA',
        pickup_pc: 'RM13 8AA',
        req_car_type: 1,
      })
      .returning('student_id')
      .executeTakeFirstOrThrow();
    const suitable = () =>
      office({ suitableinstructors: '1', learnerID: String(learner.student_id), pupostcode: 'RM13' }).then((r) =>
        (r.json().adis as { adi_id: number; adi_contract_hours: number }[]).find((x) => x.adi_id === adi),
      );
    assert.equal(await suitable(), undefined, 'pending instructors take no learners');
    assert.equal((await adminCall({ approveinstructor: '1', adi_id: String(adi) })).text, 'SUCCESS');
    const found = await suitable();
    assert.ok(found, 'approved: offered for the learner');
    assert.equal(found.adi_contract_hours, 35, "the franchise plan's weekly hours");
  });

  it('answers the whole record of §2.2 for the dialog and edit/:id', async () => {
    const adi = await registered(
      { paissame: '0', cufline: '9 Ley St', cucity: 'Ilford', cupostcode: 'IG1 4BB', mp2: '07700900111' },
      true,
    );
    const [removedCar, renewedCar] = await server.db
      .selectFrom('vehicles')
      .select('c_id')
      .where('adi_id', '=', adi)
      .orderBy('c_id')
      .execute();
    await server.db.updateTable('vehicles').set({ rec_status: 3 }).where('c_id', '=', removedCar!.c_id).execute();
    assert.equal((await office({ instructorinfo: '1' })).json().result.errors.id, 'Driving instructor is required.');
    assert.equal((await office({ instructorinfo: '1', id: '999999' })).status, 404);
    const before = (await office({ instructorinfo: '1', id: String(adi) })).json() as InstructorInfo;
    assert.equal(before.cars.length, 2, 'status below 4: active and removed');
    await server.db.updateTable('vehicles').set({ rec_status: 4 }).where('c_id', '=', renewedCar!.c_id).execute();
    const info = (await office({ instructorinfo: '1', id: String(adi) })).json() as InstructorInfo;
    assert.equal(info.adi_id, adi);
    assert.equal(info.title, 'Mr');
    assert.equal(info.gender, 'male');
    assert.equal(info.dateOfBirth, '1980-05-17');
    assert.deepEqual(info.permAddr, { fline: '14 Romford Road', sline: '', city: 'London', county: '', postcode: 'E7 9HZ' });
    assert.equal(info.currAddr.postcode, 'IG1 4BB');
    assert.equal(info.mobilePhone2, '07700900111');
    assert.equal(info.homePhone1, '02085550101');
    assert.equal(info.crtbRef, '123456789012');
    assert.deepEqual(info.bankInfo, { bankname: 'Barclays', nameonacc: 'A Okafor', accno: '12345678', sortcode: '203040' });
    assert.equal(info.nino, 'QQ123456C');
    assert.deepEqual(
      info.covering_pcs.map((p) => p.pc),
      ['E12', 'E7', 'IG1'],
    );
    assert.deepEqual(info.teaching_langs[0], { lang_id: 10, lang_name: 'English' }, 'English first');
    assert.deepEqual(
      info.teaching_car_types.map((t) => t.type_name),
      ['Hatchback', 'Saloon'],
    );
    assert.equal(info.cars.length, 1, 'a renewed vehicle (4) is not listed');
    assert.equal(info.cars[0]!.rec_status, 3);
    assert.equal(info.cars[0]!.status_text, 'Removed');
    assert.equal(info.cars[0]!.c_type, 'Hatchback');
    assert.equal(info.cars[0]!.c_fuel_txt, 'Petrol');
    assert.equal(info.cars[0]!.regyear, '2021-03');
    assert.ok(info.cars[0]!.mot_doc);
    assert.deepEqual(info.adi_franchise?.plan_data, {
      plan_id: planId,
      initial_fee: '250.00',
      work_type: 'Full-Time',
      weekly_hours: 35,
      weekly_fee: '99.99',
      promo_code: null,
    });
    assert.equal(info.adi_franchise?.regularity, 4.33);
    assert.equal(info.adi_franchise?.regularity_text, 'Monthly');
    assert.ok(info.complianceid && info.compliance?.licence_doc);
    assert.equal(info.approved, false);
    assert.equal(info.reg_by_id, 2);
  });

  it('lists an instructor’s documents and serves each only to signed-in staff', async () => {
    const adi = await registered();
    const other = await registered();
    const docs = (await office({ instructordocuments: '1', id: String(adi) })).json() as {
      doc_id: number;
      kind: string;
      current: boolean;
      file_name: string;
    }[];
    assert.equal(docs.length, 7);
    assert.ok(docs.every((d) => d.current));
    const mot = docs.find((d) => d.kind === 'mot')!;
    assert.equal(mot.file_name, 'mot.pdf');
    const res = await office({ instructordocument: '1', id: String(adi), doc: String(mot.doc_id) });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    assert.deepEqual(res.body, files.find((f) => f.fileName === 'mot.pdf')!.data);
    assert.equal(
      (await post(server.url, 'ctrouV2.php', { instructordocument: '1', id: String(adi), doc: String(mot.doc_id) })).status,
      401,
    );
    assert.equal(
      (await office({ instructordocument: '1', id: String(other), doc: String(mot.doc_id) })).status,
      404,
      'not under another instructor',
    );
  });

  it('searches every instructor with filters, and state management lists them for admins', async () => {
    const adi = await registered({
      fname: 'Zainab',
      mname: 'Adjoa',
      lname: 'Quist',
      geartype: 'automatic',
      coveringareas: JSON.stringify(['N17']),
    });
    const search = (extra: Record<string, string>) => office({ searchinstructors: '1', ...extra }).then((r) => r.json());
    assert.equal((await search({ search: 'zainab quist' })).total, 1);
    // The name searched is the whole name, middle name included, as the dialogs show it.
    assert.equal((await search({ search: 'zainab adjoa quist' })).total, 1);
    assert.equal((await search({ search: 'Mr Zainab Adjoa' })).total, 1);
    assert.equal((await search({ search: 'mr zainab quist' })).total, 1);
    assert.equal((await search({ search: 'adjoa' })).total, 1);
    assert.equal((await search({ search: 'zainab', gear: 'manual' })).total, 0);
    assert.equal((await search({ search: 'zainab', gear: 'automatic', pc: 'n17' })).total, 1);
    assert.equal((await search({ search: 'zainab', accstate: '1' })).total, 0);
    assert.equal((await search({ search: 'zainab', accstate: '3' })).total, 1);
    const bad = (await office({ searchinstructors: '1', pc: 'N17 6AB', sort: 'nope', pagesize: '7' })).json().result.errors;
    assert.equal(bad.pc, 'Outer postcode only, for example E7.');
    assert.equal(bad.sort, 'Sort column is not valid.');
    assert.equal(bad.pagesize, 'Page size is not valid.');
    const sorted = (await search({ sort: 'adi_id', dir: 'desc', pagesize: '5' })).rows as InstructorRow[];
    assert.ok(sorted[0]!.adi_id >= sorted[1]!.adi_id);
    const states = (await adminCall({ loadinstructorstates: '1', search: `A${adi}` })).json();
    assert.equal(states.total, 1);
    assert.equal(states.rows[0].instructor_licence_no.length, 6);
    assert.equal(
      (await adminCall({ loadinstructorstates: '1', accstate: '9' })).json().result.errors.accstate,
      'Account status is not valid.',
    );
  });

  it('deletes (state 4) once, conditionally, releasing the learners and future lessons', async () => {
    const adi = await registered();
    assert.equal((await adminCall({ approveinstructor: '1', adi_id: String(adi) })).text, 'SUCCESS');
    const learner = await server.db
      .insertInto('learners')
      .values({
        title_id: 1,
        gender: 'm',
        fname: 'Sam',
        lname: 'Hart',
        mobile: '07700900888',
        email: 'sam@example.invalid',
        dob: '2003-03-03',
        driving_licence_no: 'HARTS303033S99AB',
        lessons_type: 'manual',
        address_line1: '1 Forest Rd',
        address_city: 'London',
        address_postcode: 'E7 0AA',
        pickup_pc: 'E7 0AA',
        req_car_type: 1,
      })
      .returning('student_id')
      .executeTakeFirstOrThrow();
    await recordLearnerPayment(server.db, { studentId: learner.student_id, planId: 1, staffId: 2 });
    await server.db
      .insertInto('assignments')
      .values({ stu_id: learner.student_id, adi_id: adi, assign_status: 1, assigned_by: 2 })
      .execute();
    const credit = await server.db
      .selectFrom('credits')
      .select('cred_id')
      .where('stu_id', '=', learner.student_id)
      .executeTakeFirstOrThrow();
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const [bookingId] = await placeBookings(server.db, {
      adiId: adi,
      studentId: learner.student_id,
      bookings: [{ credId: credit.cred_id, start }],
      staffId: 2,
    });
    assert.equal((await adminCall({ deleteinstructor: '1', adi_id: String(adi) }, clerk)).status, 403);
    assert.equal((await adminCall({ deleteinstructor: '1', adi_id: String(adi) })).text, 'SUCCESS');
    const gone = await server.db
      .selectFrom('instructors')
      .select(['acc_state', 'left_on'])
      .where('adi_id', '=', adi)
      .executeTakeFirstOrThrow();
    assert.equal(gone.acc_state, 4);
    assert.ok(gone.left_on);
    const booking = await server.db
      .selectFrom('bookings')
      .select('booking_state')
      .where('booking_id', '=', bookingId!)
      .executeTakeFirstOrThrow();
    assert.equal(booking.booking_state, 3, 'the future lesson is cancelled');
    const back = await server.db
      .selectFrom('credits')
      .select('cred_status')
      .where('cred_id', '=', credit.cred_id)
      .executeTakeFirstOrThrow();
    assert.equal(back.cred_status, 1, 'its credit is available again');
    const assignment = await server.db
      .selectFrom('assignments')
      .select('assign_status')
      .where('stu_id', '=', learner.student_id)
      .executeTakeFirstOrThrow();
    assert.equal(assignment.assign_status, 2);
    const waiting = await server.db
      .selectFrom('learners_awaiting_instructor')
      .select('student_id')
      .where('student_id', '=', learner.student_id)
      .executeTakeFirst();
    assert.ok(waiting, 'the learner waits for a new instructor');
    const again = await adminCall({ deleteinstructor: '1', adi_id: String(adi) });
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, INSTRUCTOR_TEXTS.recordUpdateFailed);
    assert.equal(
      (await adminCall({ approveinstructor: '1', adi_id: String(adi) })).status,
      409,
      'a deleted instructor is not approved',
    );
    assert.ok(
      !(await office({ loadactiveinstructors: '1', pagesize: '100' })).json().rows.some((r: InstructorRow) => r.adi_id === adi),
    );
    const basic = await office({
      updateadibasic: '1',
      adiid: String(adi),
      ...Object.fromEntries(
        ['title', 'fname', 'lname', 'mobile', 'inemail', 'dlno', 'adilno', 'aditgender', 'geartype'].map((k) => [
          k,
          registration(planId)[k]!,
        ]),
      ),
    });
    assert.equal(basic.status, 409, 'a deleted instructor is not edited');
    assert.equal((await adminCall({ deleteinstructor: '1', adi_id: '999999' })).status, 404);
  });

  it('warns of licences, VED, MOT and insurance expired or expiring within 30 days', async () => {
    const base = (await office({ instructorexpirycounts: '1' })).json() as { expired: number; due: number };
    const adi = await registered();
    await server.db
      .updateTable('vehicles')
      .set({ mot_exp: dayFromToday(-1), ved_exp: dayFromToday(30), insurance_exp: dayFromToday(31) })
      .where('adi_id', '=', adi)
      .execute();
    await server.db
      .updateTable('instructor_compliance')
      .set({ licence_exp: dayFromToday(0) })
      .where('adi_id', '=', adi)
      .execute();
    const counts = (await office({ instructorexpirycounts: '1' })).json();
    assert.deepEqual(counts, { expired: base.expired + 1, due: base.due + 2 });
    const info = (await office({ instructorinfo: '1', id: String(adi) })).json() as InstructorInfo;
    assert.deepEqual(
      info.expiries.map((e) => [e.document, e.days_left, e.expired]),
      [
        ['mot', -1, true],
        ['licence', 0, false],
        ['ved', 30, false],
      ],
    );
    assert.ok(info.expiries[0]!.c_reg);
    const list = (await office({ instructorexpiries: '1', search: `A${adi}` })).json();
    assert.equal(list.total, 3);
    assert.equal(list.rows[0].fname, 'Adebayo');
    assert.equal((await office({ instructorexpiries: '1', search: `A${adi}`, status: 'expired' })).json().total, 1);
    assert.equal((await office({ instructorexpiries: '1', search: `A${adi}`, status: 'due' })).json().total, 2);
    await adminCall({ deleteinstructor: '1', adi_id: String(adi) });
    assert.deepEqual((await office({ instructorexpirycounts: '1' })).json(), base, 'deleted instructors are not warned about');
  });
});
