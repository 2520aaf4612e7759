import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  DEFAULT_AVAILABILITY,
  INSTRUCTOR_REFUSALS,
  INSTRUCTOR_TEXTS,
  londonClock,
  timeAwayPayload,
  type AvailabilityReply,
  type InstructorInfo,
  type TimeAwayRow,
} from '@dss/contract';
import {
  addFranchisePlan,
  advanceFields,
  dayFromToday,
  instructorTableCounts,
  makePdf,
  uploadForm,
  registration,
  registrationFiles,
  type FilePart,
} from '../test-support/instructor-fixtures';
import { build, post, postMultipart, signIn, type TestApp } from '../test-support/inject';

describe('Edit Instructor and Working Hours', () => {
  let server: TestApp;
  let clerk: string;
  let planId: number;
  let adi: number;
  let info: InstructorInfo;
  const office = (fields: Record<string, string>) => post(server.url, 'ctrouV2.php', { token: clerk, ...fields });
  const upload = (fields: Record<string, string>, files: FilePart[]) =>
    postMultipart(server.url, 'ctrouV2.php', uploadForm({ token: clerk, ...fields }, files));
  const errorsOf = async (fields: Record<string, string>) => {
    const res = await office(fields);
    assert.equal(res.status, 422, res.text);
    return res.json().result.errors as Record<string, string>;
  };
  const reload = async () => (info = (await office({ instructorinfo: '1', id: String(adi) })).json());
  const pdfs = async (...fields: string[]) =>
    Promise.all(fields.map(async (field) => ({ field, fileName: `${field}.pdf`, data: await makePdf(field) })));

  before(async () => {
    server = await build();
    clerk = await signIn(server.url, 2, 'demo-user');
    planId = await addFranchisePlan(server.db);
    const fields = registration(planId);
    const res = await postMultipart(
      server.url,
      'ctrouV2.php',
      uploadForm({ token: clerk, addadiinofficeadvancedv2: '1', ...fields }, await registrationFiles()),
    );
    assert.equal(res.text, 'SUCCESS');
    adi = (
      await server.db
        .selectFrom('instructors')
        .select('adi_id')
        .where('driving_licence_no', '=', fields.dlno!)
        .executeTakeFirstOrThrow()
    ).adi_id;
    await reload();
  });
  after(() => server.close());

  const basic = () => ({
    updateadibasic: '1',
    adiid: String(adi),
    title: '6',
    fname: 'Adebayo',
    mname: '',
    lname: 'Okafor-Smith',
    mobile: '07700900333',
    inemail: 'a.okafor@example.invalid',
    dlno: info.driving_licence_no,
    adilno: info.instructor_licence_no,
    aditgender: 'female',
    geartype: 'both',
  });

  it('updates basic information with the messages of §5.9', async () => {
    const errors = await errorsOf({
      updateadibasic: '1',
      adiid: String(adi),
      fname: 'x'.repeat(51),
      mobile: '0770090012345',
      dlno: 'ABC',
      adilno: '12',
    });
    assert.equal(errors.title, 'Title is required.');
    assert.equal(errors.fname, 'Name must be at most 50 characters long');
    assert.equal(errors.lname, 'Name is required.');
    assert.equal(errors.mobile, 'Mobile number can not be more than 11 digits');
    assert.equal(errors.inemail, 'E-mail is required.');
    assert.equal(errors.dlno, 'Invalid Licence Number');
    assert.equal(errors.adilno, 'Invalid ADI/PDI Licence Number');
    assert.equal(errors.aditgender, 'Teaching gender is required.');
    assert.equal(errors.geartype, 'Teaching gear type is required.');
    assert.equal((await office({ ...basic(), title: '5' })).json().result.text, 'Title is required.', 'Master is hidden');
    assert.equal((await office({ ...basic(), adiid: '999999' })).status, 404);
    assert.equal((await office(basic())).text, 'SUCCESS');
    const row = await server.db.selectFrom('instructors').selectAll().where('adi_id', '=', adi).executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.title_id, row.lname, row.mobile, row.teaching_gens, row.teaching_gears],
      [6, 'Okafor-Smith', '07700900333', 'female', 'both'],
    );
  });

  it('updates advance information: the sort code as 6 digits, DBS 8 to 12 digits (§5.10)', async () => {
    const advance = {
      updateadiadvance: '1',
      ...advanceFields(adi, { naob: 'A Okafor-Smith', nino: 'qq 65 43 21 a' }),
    };
    const errors = await errorsOf({
      ...advance,
      gender: '',
      dob: '',
      hp2: '12',
      crtbref: '1234567',
      fbname: 'b'.repeat(31),
      scode: '04-00-04',
      accno: '123',
      naob: '',
      nino: '',
    });
    assert.equal(errors.gender, 'Gender is required.');
    assert.equal(errors.dob, 'Date of birth is required.');
    assert.equal(errors.hp2, 'Mobile number can not be less than 9 digits');
    assert.equal(errors.crtbref, 'DBS Reference can not be less than 8 digits');
    assert.equal(errors.fbname, 'Bank name is too long. Max 30 characters allowed.');
    assert.equal(errors.scode, 'Only numbers are allowed.');
    assert.equal(errors.accno, 'Account number must be 8 digits.');
    assert.equal(errors.naob, 'Name on account is required.');
    assert.equal(errors.nino, 'National Insurance number is required.');
    assert.equal(
      (await errorsOf({ ...advance, crtbref: '1234567890123' })).crtbref,
      'DBS Reference can not be more than 12 digits',
    );
    assert.equal((await office(advance)).text, 'SUCCESS');
    await reload();
    assert.deepEqual(info.bankInfo, { bankname: 'Monzo', nameonacc: 'A Okafor-Smith', accno: '87654321', sortcode: '040004' });
    assert.equal(info.nino, 'QQ654321A');
    assert.equal(info.homePhone1, '');
    assert.equal(info.homePhone2, '02085550202');
    assert.equal(info.gender, 'female');
  });

  it('replaces the address and documents with a new compliance record, refusing a stale one (§5.11)', async () => {
    const fields = {
      updateadiaddress: '1',
      adiid: String(adi),
      compid: String(info.complianceid),
      pafline: '1 New Road',
      pacity: 'London',
      papostcode: 'E12 5AA',
      cufline: '1 New Road',
      cucity: 'London',
      cupostcode: 'E12 5AA',
      licenceexp: dayFromToday(400),
      adilicenceexp: dayFromToday(500),
    };
    const errors = await errorsOf({
      updateadiaddress: '1',
      adiid: String(adi),
      compid: '1',
      cupostcode: 'E12 5AAAA',
      pasline: 'x'.repeat(51),
    });
    assert.equal(errors.pafline, 'Address Line 1 is required.');
    assert.equal(errors.pacity, 'City is required.');
    assert.equal(errors.papostcode, 'Postcode is required.');
    assert.equal(errors.pasline, 'Address Line 2 is too long. Max 60 characters allowed.');
    assert.equal(errors.cupostcode, 'Postcode is too long. Max 9 characters allowed.');
    assert.equal(errors.licenceexp, 'Driving Licence Expiry Day required.');
    assert.equal(errors.adilicenceexp, 'ADI/PDI Licence Expiry Day required.');
    const all = await pdfs('addressProf1', 'addressProf2', 'licenceCopy', 'adilicenceCopy');
    const before = await instructorTableCounts(server.db);
    const missing: [string, string][] = [
      ['addressProf2', 'Proof of Address is required.'],
      ['licenceCopy', 'Copy of Driving Licence is required.'],
      ['adilicenceCopy', 'Copy of ADI/PDI Licence is required.'],
    ];
    for (const [field, message] of missing)
      assert.equal(
        (
          await upload(
            fields,
            all.filter((f) => f.field !== field),
          )
        ).json().result.text,
        message,
      );
    const notPdf = await upload(
      fields,
      all.map((f) => (f.field === 'addressProf1' ? { ...f, data: Buffer.from('hello') } : f)),
    );
    assert.equal(notPdf.json().result.text, 'Only PDF documents can be uploaded.');
    assert.deepEqual(await instructorTableCounts(server.db), before);
    assert.equal((await upload(fields, all)).text, 'SUCCESS');
    const stale = await upload(fields, all);
    assert.equal(stale.status, 409, 'the old compliance id was replaced');
    assert.equal(stale.json().result.text, INSTRUCTOR_REFUSALS.staleCompliance);
    const old = info.complianceid;
    await reload();
    assert.notEqual(info.complianceid, old);
    assert.equal(info.compliance?.licence_exp, dayFromToday(400));
    assert.equal(info.permAddr.postcode, 'E12 5AA');
    const rows = await server.db
      .selectFrom('instructor_compliance')
      .select(['compliance_id', 'superseded_at'])
      .where('adi_id', '=', adi)
      .execute();
    assert.equal(rows.length, 2);
    assert.equal(rows.filter((r) => r.superseded_at === null).length, 1);
  });

  it('changes the franchise plan, never to the current one (§5.12)', async () => {
    const next = await addFranchisePlan(server.db, { weeklyFee: '80.00' });
    const change = {
      updateadifranchise: '1',
      adiid: String(adi),
      fplan: String(next),
      feeregularity: '13',
      startdate: dayFromToday(7),
      currentPlan: String(planId),
    };
    const errors = await errorsOf({ updateadifranchise: '1', adiid: String(adi) });
    assert.equal(errors.fplan, 'Franchise Plan is required.');
    assert.equal(errors.feeregularity, 'Payment Regularity is required.');
    assert.equal(errors.startdate, 'Start date is required.');
    assert.equal((await office({ ...change, fplan: String(planId) })).json().result.text, INSTRUCTOR_REFUSALS.samePlan);
    assert.equal(
      (await office({ ...change, startdate: dayFromToday(-30) })).json().result.text,
      INSTRUCTOR_REFUSALS.planStartsEarly,
    );
    assert.equal((await office(change)).text, 'SUCCESS');
    const moved = await office({ ...change, fplan: String(await addFranchisePlan(server.db)) });
    assert.equal(moved.status, 409, 'the plan it meant to replace is no longer current');
    assert.equal(moved.json().result.text, INSTRUCTOR_TEXTS.franchiseFailed);
    const plans = await server.db
      .selectFrom('instructor_franchise')
      .selectAll()
      .where('adi_id', '=', adi)
      .orderBy('rec_id')
      .execute();
    assert.deepEqual(
      plans.map((p) => [p.plan_id, p.ended_on, p.start_date, Number(p.regularity)]),
      [
        [planId, dayFromToday(6), plans[0]!.start_date, 4.33],
        [next, null, dayFromToday(7), 13],
      ],
    );
  });

  it('replaces covering postcodes, languages (English kept) and teaching vehicle types', async () => {
    assert.equal((await errorsOf({ updateadipostcodes: '1', id: String(adi), pcs: '[]' })).pcs, 'Covering Postcodes required.');
    assert.equal(
      (await errorsOf({ updateadipostcodes: '1', id: String(adi), pcs: '["E7 9HZ"]' })).pcs,
      'Outer postcode only, for example E7.',
    );
    assert.equal((await errorsOf({ updateadilanguages: '1', id: String(adi), lns: '[]' })).lns, 'Teaching Languages required.');
    assert.equal(
      (await errorsOf({ updateadivehicletypes: '1', id: String(adi), tvs: '' })).tvs,
      'Teaching Vehicle Types required.',
    );
    assert.equal(
      (await office({ updateadivehicletypes: '1', id: String(adi), tvs: '[1]' })).json().result.text,
      'Teaching Vehicle Types required.',
    );
    assert.equal((await office({ updateadilanguages: '1', id: String(adi), lns: '[999]' })).status, 422);
    assert.equal((await office({ updateadipostcodes: '1', id: String(adi), pcs: '["sw1a","n1","N1"]' })).text, 'SUCCESS');
    assert.equal((await office({ updateadilanguages: '1', id: String(adi), lns: '[22]' })).text, 'SUCCESS');
    assert.equal((await office({ updateadivehicletypes: '1', id: String(adi), tvs: '[5]' })).text, 'SUCCESS');
    await reload();
    assert.deepEqual(
      info.covering_pcs.map((p) => p.pc),
      ['N1', 'SW1A'],
    );
    assert.deepEqual(
      info.teaching_langs.map((l) => l.lang_id),
      [10, 22],
    );
    assert.deepEqual(
      info.teaching_car_types.map((t) => t.type_id),
      [5],
    );
  });

  it('adds a vehicle with its three documents, removes it once, and edits only active ones', async () => {
    const vehicle = {
      addadivehicle: '1',
      id: String(adi),
      make: 'Vauxhall',
      model: 'Corsa',
      carcolour: 'Red',
      regno: 'xy21 abc',
      regyear: '2021-09',
      cartype: '2',
      cargeartype: 'manual',
      fueltype: '2',
      leagalowner: 'A Okafor-Smith',
      dualcontrol: '1',
      carownertype: '3',
      taxexp: dayFromToday(90),
      motexp: dayFromToday(60),
      insuranceexp: dayFromToday(45),
    };
    const errors = await errorsOf({ addadivehicle: '1', id: String(adi), make: 'm'.repeat(31), regyear: '2099-01' });
    assert.equal(errors.make, 'Vehicle Make is too long. Max 30 characters allowed.');
    assert.equal(errors.model, 'Vehicle Model is required.');
    assert.equal(errors.regyear, 'Vehicle Registration Year is invalid.');
    assert.equal(errors.leagalowner, 'Leagal Owner Name is required.');
    assert.equal(errors.taxexp, 'Vehicle VED Expiry Date is required.');
    const files = await pdfs('fllogbook1', 'flmot1', 'flinsurance1');
    assert.equal((await upload(vehicle, files.slice(1))).json().result.text, "Vehicle's V5C is required.");
    assert.equal((await upload(vehicle, [files[0]!, files[2]!])).json().result.text, "Vehicle's MOT is required.");
    assert.equal(
      (await upload(vehicle, files.slice(0, 2))).json().result.text,
      "Both Vehicle & Driver's Insurance Documents are required.",
    );
    assert.equal((await upload({ ...vehicle, fueltype: '99' }, files)).json().result.text, 'Vehicle Fuel Type is required.');
    assert.equal((await upload(vehicle, files)).text, 'SUCCESS');
    const dup = await upload(vehicle, files);
    assert.equal(dup.json().result.text, INSTRUCTOR_REFUSALS.duplicateVehicle);
    await reload();
    const car = info.cars.find((c) => c.c_reg === 'XY21 ABC')!;
    assert.ok(car && car.rec_status === 1 && car.logbook_doc && car.owner_type === 3);

    const docs = { updateadivehicledocs: '1', id: String(adi), carid: String(car.c_id), dualcontrol: '2', carownertype: '1' };
    const pair = async (fields: Record<string, string>, parts: FilePart[]) =>
      (await upload({ ...docs, ...fields }, parts)).json().result.text;
    assert.equal(await pair({ motexp: dayFromToday(365) }, []), "Vehicle's MOT is required.");
    assert.equal(await pair({}, [files[1]!]), 'Vehicle MOT Expiry Date is required.');
    assert.equal(await pair({}, [files[0]!]), 'Leagal Owner Name is required.');
    assert.equal(await pair({ leagalowner: 'Owner' }, []), "Vehicle's V5C is required.");
    assert.equal(
      await pair({ insuranceexp: dayFromToday(365) }, []),
      "Both Vehicle & Driver's Insurance Documents are required.",
    );
    assert.equal(await pair({}, [files[2]!]), 'Vehicle Insurance Expiry Date is required.');
    assert.equal(
      (await errorsOf({ ...docs, leagalowner: 'o'.repeat(51) })).leagalowner,
      'Leagl Owner Name is too long. Max 50 characters allowed.',
    );
    const mot = await upload({ ...docs, motexp: dayFromToday(365) }, [files[1]!]);
    assert.equal(mot.text, 'SUCCESS');
    const after = await server.db.selectFrom('vehicles').selectAll().where('c_id', '=', car.c_id).executeTakeFirstOrThrow();
    assert.equal(after.mot_exp, dayFromToday(365));
    assert.equal(after.dual_ctrl, 2);
    assert.notEqual(after.mot_file_id, car.mot_doc, 'the new MOT is the current one');
    assert.equal(after.insurance_file_id, car.insurance_doc, 'the insurance is untouched');

    const vedInfo = { updateadivehicleinfo: '1', id: String(adi), carid: String(car.c_id), dualcontrol: '1', carownertype: '2' };
    assert.equal((await errorsOf({ ...vedInfo, taxexp: '2027-01-011' })).taxexp, 'Vehicle VED Expiry Date is invalid.');
    assert.equal((await office({ ...vedInfo, taxexp: dayFromToday(400) })).text, 'SUCCESS');
    assert.equal(
      (await server.db.selectFrom('vehicles').select('ved_exp').where('c_id', '=', car.c_id).executeTakeFirstOrThrow()).ved_exp,
      dayFromToday(400),
    );

    const remove = { removeadivehicle: '1', id: String(adi), carid: String(car.c_id) };
    assert.equal((await errorsOf({ removeadivehicle: '1', id: String(adi) })).carid, 'Please select a vehicle.');
    assert.equal((await office(remove)).text, 'SUCCESS');
    const again = await office(remove);
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, INSTRUCTOR_TEXTS.vehicleRemoveFailed);
    assert.equal((await office({ ...vedInfo, taxexp: dayFromToday(10) })).json().result.text, INSTRUCTOR_TEXTS.vehicleInfoFailed);
    assert.equal(
      await pair({ motexp: dayFromToday(365) }, [files[1]!]),
      INSTRUCTOR_TEXTS.vehicleDocsFailed,
      'a removed vehicle takes no documents',
    );
    assert.equal(
      (await server.db.selectFrom('vehicles').select('rec_status').where('c_id', '=', car.c_id).executeTakeFirstOrThrow())
        .rec_status,
      3,
    );
  });

  it('answers the default week until one is saved, and checks the week it is given', async () => {
    const first = (await office({ loadadiavailability: '1', adiid: String(adi) })).json() as AvailabilityReply;
    assert.equal(first.saved, false);
    assert.deepEqual(first.days, DEFAULT_AVAILABILITY);
    const week = DEFAULT_AVAILABILITY.map((d) => ({ ...d }));
    const save = (days: unknown) => office({ saveadiavailability: '1', adi: String(adi), availability: JSON.stringify(days) });
    assert.equal(
      (await save(week.slice(0, 6))).json().result.errors.availability,
      'Availability must give each day of the week once.',
    );
    assert.equal(
      (await save(week.map((d, i) => (i === 0 ? { ...d, work_end: '08:00' } : d)))).json().result.errors.availability,
      'Working hours must end after they start.',
    );
    assert.equal(
      (await save(week.map((d, i) => (i === 0 ? { ...d, lunch_start: '08:00' } : d)))).json().result.errors.availability,
      'Lunch must start and end within working hours.',
    );
    assert.equal(
      (await save(week.map((d, i) => (i === 0 ? { ...d, work_start: '09:15' } : d)))).json().result.errors.availability,
      'Times are chosen every 30 minutes.',
    );
    assert.equal(
      (await office({ saveadiavailability: '1', adi: String(adi), availability: 'nope' })).json().result.errors.availability,
      'Availability is not valid.',
    );
    const saturday = week.map((d) => (d.day_num === 6 ? { ...d, is_working: true, work_start: '08:00', work_end: '12:30' } : d));
    assert.equal((await save(saturday)).text, 'SUCCESS');
    const saved = (await office({ loadadiavailability: '1', adiid: String(adi) })).json() as AvailabilityReply;
    assert.equal(saved.saved, true);
    assert.deepEqual(
      saved.days.find((d) => d.day_num === 6),
      {
        day_num: 6,
        is_working: true,
        work_start: '08:00',
        work_end: '12:30',
        has_lunch: false,
        lunch_start: null,
        lunch_end: null,
      },
    );
    assert.equal(saved.days[0]!.day_num, 1, 'Monday first');
  });

  it('keeps time away with the rules of §5.13 and deletes only what has not started (§4)', async () => {
    const save = (fields: Record<string, string>) => office({ saveaditimeaway: '1', ...fields });
    const required = await errorsOf({ saveaditimeaway: '1', adi: String(adi) });
    assert.equal(required.type, 'Time away type is required.');
    assert.equal(required.start_datetime, 'Start date is required');
    assert.equal(required.end_datetime, 'End date is required');
    const past = await errorsOf({
      saveaditimeaway: '1',
      ...timeAwayPayload(adi, { type: 'days', startdate: dayFromToday(-2), enddate: dayFromToday(-1) }),
    });
    assert.equal(past.start_datetime, 'Start date cannot be in the past');
    assert.equal(past.end_datetime, 'End date cannot be in the past');
    const pastDay = await errorsOf({ saveaditimeaway: '1', ...timeAwayPayload(adi, { type: 'day', date: dayFromToday(-1) }) });
    assert.equal(pastDay.start_datetime, 'Cannot select past dates');
    const clock = londonClock();
    if (clock.time > '00:30') {
      const early = await errorsOf({
        saveaditimeaway: '1',
        ...timeAwayPayload(adi, { type: 'hours', date: clock.date, starttime: '00:00', endtime: '23:30' }),
      });
      assert.equal(early.start_datetime, 'Start time must be in the future');
    }
    const order = await errorsOf({
      saveaditimeaway: '1',
      ...timeAwayPayload(adi, { type: 'hours', date: dayFromToday(3), starttime: '14:00', endtime: '13:00' }),
    });
    assert.equal(order.end_datetime, 'End time must be after the start time');
    const backwards = await errorsOf({
      saveaditimeaway: '1',
      ...timeAwayPayload(adi, { type: 'days', startdate: dayFromToday(5), enddate: dayFromToday(4) }),
    });
    assert.equal(backwards.end_datetime, 'End date cannot be before the start date');
    const shape = await errorsOf({
      saveaditimeaway: '1',
      adi: String(adi),
      type: 'day',
      start_datetime: `${dayFromToday(3)} 09:00:00`,
      end_datetime: `${dayFromToday(3)} 10:00:00`,
    });
    assert.equal(shape.end_datetime, 'The times do not match the type of time away.');

    const hours = timeAwayPayload(adi, {
      type: 'hours',
      date: dayFromToday(3),
      starttime: '09:00',
      endtime: '12:30',
      reason: 'Dentist',
    });
    assert.equal((await save({ ...hours, duration_text: '99 hours' })).text, 'SUCCESS');
    assert.equal(
      (await save(timeAwayPayload(adi, { type: 'day', date: dayFromToday(3) }))).json().result.text,
      INSTRUCTOR_REFUSALS.timeAwayOverlap,
    );
    assert.equal(
      (await save(timeAwayPayload(adi, { type: 'days', startdate: dayFromToday(10), enddate: dayFromToday(12) }))).text,
      'SUCCESS',
    );
    const started = await server.db
      .insertInto('instructor_time_away')
      .values({
        adi_id: adi,
        type: 'hours',
        reason: null,
        starts_at: sql<Date>`now() - interval '1 hour'`,
        ends_at: sql<Date>`now() + interval '1 hour'`,
        duration_text: '2.0 hours',
      })
      .returning('rec_id')
      .executeTakeFirstOrThrow();

    const page = (await office({ loadaditimeaway: '1', adiid: String(adi), sort: 'start', dir: 'asc' })).json() as {
      rows: TimeAwayRow[];
      total: number;
    };
    assert.equal(page.total, 3);
    const [now, dentist, holiday] = page.rows;
    assert.equal(now!.editable, false, 'already started');
    assert.equal(now!.reason, '');
    assert.deepEqual(
      [dentist!.start_date, dentist!.start_time, dentist!.end_time, dentist!.duration, dentist!.reason, dentist!.editable],
      [dayFromToday(3), '09:00', '12:30', '3.5 hours', 'Dentist', true],
    );
    assert.deepEqual(
      [holiday!.type, holiday!.start_date, holiday!.end_date, holiday!.duration],
      ['days', dayFromToday(10), dayFromToday(12), '72.0 hours'],
    );

    assert.equal(
      (await office({ deleteaditimeaway: '1', recordid: String(started.rec_id) })).json().result.text,
      INSTRUCTOR_TEXTS.timeAwayDeleteFailed,
    );
    assert.equal((await office({ deleteaditimeaway: '1', recordid: String(dentist!.rec_id) })).text, 'SUCCESS');
    const again = await office({ deleteaditimeaway: '1', recordid: String(dentist!.rec_id) });
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, INSTRUCTOR_TEXTS.timeAwayDeleteFailed);
    assert.equal((await office({ deleteaditimeaway: '1', recordid: '999999' })).status, 404);
    const withdrawn = (await office({ loadaditimeaway: '1', adiid: String(adi), sort: 'start' }))
      .json()
      .rows.find((r: TimeAwayRow) => r.rec_id === dentist!.rec_id);
    assert.deepEqual([withdrawn.status, withdrawn.editable], [0, false], 'kept as history, withdrawn');
    assert.equal((await save(hours)).text, 'SUCCESS', 'a withdrawn entry no longer blocks its time');
  });
});
