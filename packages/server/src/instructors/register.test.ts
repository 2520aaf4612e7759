import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { INSTRUCTOR_REFUSALS, londonToday } from '@dss/contract';
import {
  addFranchisePlan,
  instructorTableCounts,
  makePdf,
  uploadForm,
  registration,
  registrationFiles,
  secondVehicle,
  type FilePart,
} from '../test-support/instructor-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { postMultipart, signIn } from '../test-support/wire-client';

const ACTION = { addadiinofficeadvancedv2: '1' };

describe('Register Instructor', () => {
  let server: TestServer;
  let clerk: string;
  let admin: string;
  let planId: number;
  let files: FilePart[];

  const register = (fields: Record<string, string>, parts: FilePart[] = files, token = clerk) =>
    postMultipart(server.url, 'ctrouV2.php', uploadForm({ token, ...ACTION, ...fields }, parts));
  const errorsOf = async (fields: Record<string, string>) => {
    const res = await register(fields);
    assert.equal(res.status, 422, res.text);
    return res.json().result.errors as Record<string, string>;
  };

  before(async () => {
    server = await startTestServer();
    clerk = await signIn(server.url, 2, 'demo-user');
    admin = await signIn(server.url, 1, 'demo-admin');
    planId = await addFranchisePlan(server.db);
    files = await registrationFiles();
  });
  after(() => server.close());

  it('answers 401 without a token and 403 to an administrator, writing nothing', async () => {
    const before = await instructorTableCounts(server.db);
    assert.equal(
      (await postMultipart(server.url, 'ctrouV2.php', uploadForm({ ...ACTION, ...registration(planId) }, files))).status,
      401,
    );
    assert.equal((await register(registration(planId), files, admin)).status, 403);
    assert.deepEqual(await instructorTableCounts(server.db), before);
  });

  it('refuses an empty form with every section’s required messages', async () => {
    const errors = await errorsOf({});
    const expected: Record<string, string> = {
      title: 'Title is required.',
      gender: 'Gender is required.',
      dob: 'Date of birth is required.',
      fname: 'Name is required.',
      lname: 'Name is required.',
      pafline: 'Address Line 1 is required.',
      pacity: 'City is required.',
      papostcode: 'Postcode is required.',
      paissame: 'Current address same as permanent is required.',
      dlno: 'Licence Number is required.',
      adilno: 'ADI/PDI Licence Number is required.',
      inemail: 'E-mail is required.',
      mobile: 'Mobile number is required.',
      crtbref: 'DBS Reference is required.',
      fbname: 'Bank name is required.',
      scode: 'Sort code is required.',
      accno: 'Account number is required.',
      naob: 'Name on account is required.',
      nino: 'National Insurance number is required.',
      aditgender: 'Teaching gender is required.',
      geartype: 'Teaching gear type is required.',
      coveringareas: 'Covering Postcodes required.',
      aditlang: 'Teaching Languages required.',
      carttype: 'Teaching Vehicle Types required.',
      caronemake: 'Vehicle Make is required.',
      caronemodel: 'Vehicle Model is required.',
      caronecarcolour: 'Vehicle Colour is required.',
      caroneregno: 'Vehicle Registration Number is required.',
      caroneregyear: 'Vehicle Registration Year is required.',
      caronecartype: 'Vehicle Type is required.',
      caronecargeartype: 'Vehicle Gear Type is required.',
      caronefueltype: 'Vehicle Fuel Type is required.',
      caroneleagalowner: 'Leagal Owner Name is required.',
      caronetaxexp: 'Vehicle VED Expiry Date is required.',
      caronemotexp: 'Vehicle MOT Expiry Date is required.',
      caroneinsuranceexp: 'Vehicle Insurance Expiry Date is required.',
      fplan: 'Franchise Plan is required.',
      feeregularity: 'Payment Regularity is required.',
      licenceexp: 'Driving Licence Expiry Day required.',
      adilicenceexp: 'ADI/PDI Licence Expiry Day required.',
    };
    for (const [field, message] of Object.entries(expected)) assert.equal(errors[field], message, field);
  });

  it('checks lengths and shapes with the messages of §5.2-§5.7', async () => {
    const errors = await errorsOf(
      registration(planId, {
        fname: 'x'.repeat(51),
        mname: 'y'.repeat(51),
        pafline: 'z'.repeat(51),
        pasline: 'z'.repeat(51),
        pacity: 'z'.repeat(51),
        pacounty: 'z'.repeat(51),
        papostcode: 'E7 9',
        dlno: 'SHORT',
        adilno: '1234567',
        inemail: 'not-mail',
        mobile: '07a',
        hp1: '0208',
        mp2: '077009001234',
        crtbref: '1234567890',
        fbname: 'b'.repeat(31),
        scode: '20-30-40',
        accno: '1234',
        naob: 'n'.repeat(51),
        nino: 'QQ12',
        coveringareas: JSON.stringify(['E7 9HZ']),
        caronemake: 'm'.repeat(31),
        caronemodel: 'm'.repeat(31),
        caronecarcolour: 'c'.repeat(17),
        caroneregno: 'r'.repeat(9),
        caronecartype: '1',
        caroneleagalowner: 'o'.repeat(81),
        caronetaxexp: '2026-02-30',
        caronemotexp: '2026-13-01',
        caroneinsuranceexp: '12/12/2026',
        feeregularity: '5',
      }),
    );
    assert.equal(errors.fname, 'Name must be at most 50 characters long');
    assert.equal(errors.mname, 'Name must be at most 50 characters long');
    assert.equal(errors.pafline, 'Address Line 1 is too long. Max 50 characters allowed.');
    assert.equal(errors.pasline, 'Address Line 2 is too long. Max 60 characters allowed.');
    assert.equal(errors.pacity, 'City is too long. Max 60 characters allowed.');
    assert.equal(errors.pacounty, 'County is too long. Max 60 characters allowed.');
    assert.equal(errors.papostcode, 'Postcode is too short. Min 6 characters required.');
    assert.equal(errors.dlno, 'Invalid Licence Number');
    assert.equal(errors.adilno, 'Invalid ADI/PDI Licence Number');
    assert.equal(errors.inemail, 'Invalid e-mail address');
    assert.equal(errors.mobile, 'Only numbers are allowed.');
    assert.equal(errors.hp1, 'Mobile number can not be less than 9 digits');
    assert.equal(errors.mp2, 'Mobile number can not be more than 11 digits');
    assert.equal(errors.crtbref, 'DBS Reference must be 16 digits long.', 'exactly 12 digits, the message says 16');
    assert.equal(errors.fbname, 'Bank name is too long. Max 30 characters allowed.');
    assert.equal(errors.scode, 'Only numbers are allowed.', 'the wire carries 6 digits without dashes');
    assert.equal(errors.accno, 'Account number must be 8 digits.');
    assert.equal(errors.naob, 'Name on account is too long. Max 50 characters allowed.');
    assert.equal(errors.nino, 'National Insurance number must be 9 characters.');
    assert.equal(errors.coveringareas, 'Outer postcode only, for example E7.');
    assert.equal(errors.caronemake, 'Vehicle Make is too long. Max 30 characters allowed.');
    assert.equal(errors.caronemodel, 'Vehicle Model is too long. Max 30 characters allowed.');
    assert.equal(errors.caronecarcolour, 'Vehicle Colour is too long. Max 16 characters allowed.');
    assert.equal(errors.caroneregno, 'Vehicle Registration Number is too long. Max 8 characters allowed.');
    assert.equal(errors.caronecartype, 'Vehicle Type is required.', 'the picker drops "Any vehicle type"');
    assert.equal(errors.caroneleagalowner, 'Leagal Owner Name is too long. Max 80 characters allowed.');
    assert.equal(errors.caronetaxexp, 'Vehicle VED Expiry Date is invalid.');
    assert.equal(errors.caronemotexp, 'Vehicle MOT Expiry Date is invalid.');
    assert.equal(errors.caroneinsuranceexp, 'Vehicle Insurance Expiry Date is invalid.');
    assert.equal(errors.feeregularity, 'Payment Regularity is required.');
    const more = await errorsOf(
      registration(planId, {
        papostcode: 'E7 9HZ 1234',
        mobile: '0770',
        crtbref: '12345678901a',
        inemail: `${'a'.repeat(55)}@ex.invalid`,
      }),
    );
    assert.equal(more.papostcode, 'Postcode is too long. Max 9 characters allowed.');
    assert.equal(more.mobile, 'Mobile number can not be less than 9 digits');
    assert.equal(more.crtbref, 'Only numbers are allowed.');
    assert.equal(more.inemail, 'E-mail address is too long. Max 60 characters allowed.');
    const lists = await errorsOf(
      registration(planId, { coveringareas: '[]', aditlang: 'not json', carttype: '[]', fname: 'A\u0000B' }),
    );
    assert.equal(lists.coveringareas, 'Covering Postcodes required.');
    assert.equal(lists.aditlang, 'Teaching Languages required.');
    assert.equal(lists.carttype, 'Teaching Vehicle Types required.');
    assert.equal(lists.fname, 'Text contains characters that are not allowed.');
  });

  it('asks for the current address only when it is not the permanent one (postcode 6 to 8, message says 9)', async () => {
    const errors = await errorsOf(registration(planId, { paissame: '0' }));
    assert.equal(errors.cufline, 'Address Line 1 is required.');
    assert.equal(errors.cucity, 'City is required.');
    assert.equal(errors.cupostcode, 'Postcode is required.');
    const long = await errorsOf(
      registration(planId, { paissame: '0', cufline: '1 High St', cucity: 'Ilford', cupostcode: 'IG1 2ABCD', mobile: '' }),
    );
    assert.equal(long.cupostcode, 'Postcode is too long. Max 9 characters allowed.');
    assert.equal(long.mobile, 'Mobile number is required.', 'every field is reported with the cross-field rules');
  });

  it('asks for the second vehicle only when it is on', async () => {
    const errors = await errorsOf(registration(planId, { secondcar: '1' }));
    assert.equal(errors.cartwomake, 'Vehicle Make is required.');
    assert.equal(errors.cartwoleagalowner, 'Leagal Owner Name is required.');
    assert.equal(errors.cartwoinsuranceexp, 'Vehicle Insurance Expiry Date is required.');
    const mismatch = await errorsOf(registration(planId, { francplan: String(planId + 1) }));
    assert.equal(mismatch.fplan, 'Franchise Plan is required.');
  });

  it('asks for every document with its own message, and refuses files it does not take', async () => {
    const without = (name: string) => files.filter((f) => f.fileName !== name);
    const cases: [string, string][] = [
      ['poadoc1.pdf', 'Proof of Address is required.'],
      ['v5c.pdf', "Vehicle's V5C is required."],
      ['mot.pdf', "Vehicle's MOT is required."],
      ['insurance.pdf', "Both Vehicle & Driver's Insurance Documents are required."],
      ['dlicence.pdf', 'Copy of Driving Licence is required.'],
      ['adilicence.pdf', 'Copy of ADI/PDI Licence is required.'],
    ];
    const before = await instructorTableCounts(server.db);
    for (const [name, message] of cases) {
      const res = await register(registration(planId), without(name));
      assert.equal(res.status, 422, name);
      assert.equal(res.json().result.text, message, name);
    }
    const second = await register({ ...registration(planId), ...secondVehicle() }, files);
    assert.equal(second.json().result.text, "Vehicle's V5C is required.", 'the second vehicle needs its own documents');
    const stray = await register(registration(planId), [
      ...files,
      { field: 'files', fileName: 'other.pdf', data: files[0]!.data },
    ]);
    assert.equal(stray.json().result.text, INSTRUCTOR_REFUSALS.unknownFile);
    assert.deepEqual(await instructorTableCounts(server.db), before);
  });

  it('checks each PDF by its content and size, leaving no row and no file behind', async () => {
    const before = await instructorTableCounts(server.db);
    const replace = (name: string, data: Buffer) => files.map((f) => (f.fileName === name ? { ...f, data } : f));
    const text = await register(registration(planId), replace('mot.pdf', Buffer.from('just some text, named mot.pdf')));
    assert.equal(text.status, 422);
    assert.equal(text.json().result.text, 'Only PDF documents can be uploaded.');
    const fake = await register(
      registration(planId),
      replace('insurance.pdf', Buffer.from('%PDF-1.7\nnot really a document\n%%EOF')),
    );
    assert.equal(fake.status, 422, 'the magic bytes alone are not enough: pdf-lib must read it');
    assert.equal(fake.json().result.text, 'Only PDF documents can be uploaded.');
    const pdf = await makePdf('big');
    const limit = Buffer.concat([pdf, Buffer.alloc(4_000_000 - pdf.length)]);
    const atLimit = await register(registration(planId), replace('dlicence.pdf', limit));
    assert.equal(atLimit.status, 413, '4,000,000 bytes is not under 4,000,000');
    assert.equal(atLimit.json().result.text, 'PDF Document file size should be less than 4 MB!');
    // Larger still, the multipart reader stops the upload itself (read-form.ts); still 413.
    const over = await register(registration(planId), replace('poadoc2.pdf', Buffer.concat([limit, Buffer.alloc(10)])));
    assert.equal(over.status, 413);
    assert.deepEqual(await instructorTableCounts(server.db), before);
  });

  it('registers an instructor pending approval with everything in one transaction', async () => {
    const fields = registration(planId, {
      mname: 'Tunde',
      paissame: '0',
      cufline: '2 Ley St',
      cucity: 'Ilford',
      cupostcode: 'ig1 4bb',
    });
    const res = await register(fields);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.text, 'SUCCESS');
    const i = await server.db
      .selectFrom('instructors')
      .selectAll()
      .where('driving_licence_no', '=', fields.dlno!)
      .executeTakeFirstOrThrow();
    assert.equal(i.acc_state, 3, 'Newly Joined');
    assert.equal(i.approved_at, null, 'pending approval');
    assert.equal(i.registered_by, 2);
    assert.equal(i.gender, 'm');
    assert.equal(i.sort_code, '203040');
    assert.equal(i.addr_same, false);
    assert.equal(i.curr_postcode, 'IG1 4BB');
    assert.equal(i.curr_outer_pc, 'IG1');
    assert.equal(i.perm_postcode, 'E7 9HZ');
    const pcs = await server.db
      .selectFrom('instructor_covering_pcs')
      .select('pc')
      .where('adi_id', '=', i.adi_id)
      .orderBy('pc')
      .execute();
    assert.deepEqual(
      pcs.map((p) => p.pc),
      ['E12', 'E7', 'IG1'],
    );
    const langs = await server.db
      .selectFrom('instructor_languages')
      .select('lang_id')
      .where('adi_id', '=', i.adi_id)
      .orderBy('lang_id')
      .execute();
    assert.deepEqual(
      langs.map((l) => l.lang_id),
      [10, 12, 33],
      'English is always one of them',
    );
    const compliance = await server.db
      .selectFrom('instructor_compliance')
      .selectAll()
      .where('adi_id', '=', i.adi_id)
      .executeTakeFirstOrThrow();
    assert.equal(compliance.licence_exp, fields.licenceexp);
    assert.ok(
      compliance.address_proof1_file_id &&
        compliance.address_proof2_file_id &&
        compliance.licence_file_id &&
        compliance.adi_licence_file_id,
    );
    const car = await server.db.selectFrom('vehicles').selectAll().where('adi_id', '=', i.adi_id).executeTakeFirstOrThrow();
    assert.equal(car.rec_status, 1);
    assert.equal(car.regyear, '2021-03-01');
    assert.ok(car.logbook_file_id && car.mot_file_id && car.insurance_file_id);
    const franchise = await server.db
      .selectFrom('instructor_franchise')
      .selectAll()
      .where('adi_id', '=', i.adi_id)
      .executeTakeFirstOrThrow();
    assert.equal(franchise.plan_id, planId);
    assert.equal(Number(franchise.regularity), 4.33);
    assert.equal(franchise.start_date, londonToday());
    const docs = await server.db
      .selectFrom('instructor_documents as d')
      .innerJoin('uploaded_files as f', 'f.id', 'd.file_id')
      .select(['d.kind', 'd.c_id', 'f.file_name', 'f.mime_type', 'f.byte_size', 'f.sha256', 'f.uploaded_by'])
      .where('d.adi_id', '=', i.adi_id)
      .orderBy('d.kind')
      .execute();
    assert.deepEqual(
      docs.map((d) => [d.kind, d.file_name]),
      [
        ['address_proof1', 'poadoc1.pdf'],
        ['address_proof2', 'poadoc2.pdf'],
        ['adi_licence', 'adilicence.pdf'],
        ['insurance', 'insurance.pdf'],
        ['licence', 'dlicence.pdf'],
        ['logbook', 'v5c.pdf'],
        ['mot', 'mot.pdf'],
      ],
    );
    const mot = docs.find((d) => d.kind === 'mot')!;
    assert.equal(mot.c_id, car.c_id);
    assert.equal(mot.mime_type, 'application/pdf');
    assert.equal(mot.byte_size, files.find((f) => f.fileName === 'mot.pdf')!.data.length);
    assert.equal(mot.uploaded_by, 2);
    assert.match(mot.sha256, /^[0-9a-f]{64}$/);
    const pending = await server.db.selectFrom('notification_counts').select('tot_pend_adis').executeTakeFirstOrThrow();
    assert.ok(pending.tot_pend_adis >= 1, 'the bell counts the pending instructor');
  });

  it('registers two vehicles with ten documents', async () => {
    const fields = { ...registration(planId), ...secondVehicle() };
    const res = await register(fields, await registrationFiles(true));
    assert.equal(res.text, 'SUCCESS');
    const i = await server.db
      .selectFrom('instructors')
      .select('adi_id')
      .where('driving_licence_no', '=', fields.dlno!)
      .executeTakeFirstOrThrow();
    const cars = await server.db
      .selectFrom('vehicles')
      .select(['c_reg', 'c_gear'])
      .where('adi_id', '=', i.adi_id)
      .orderBy('c_id')
      .execute();
    assert.deepEqual(
      cars.map((c) => c.c_reg),
      [fields.caroneregno, fields.cartworegno],
    );
    assert.equal(cars[1]!.c_gear, 'automatic');
    const docs = await server.db.selectFrom('instructor_documents').select('doc_id').where('adi_id', '=', i.adi_id).execute();
    assert.equal(docs.length, 10);
  });

  it('writes nothing when the second vehicle fails halfway, after the instructor and first vehicle were written', async () => {
    const taken = await server.db.selectFrom('vehicles').select('c_reg').where('rec_status', '=', 1).executeTakeFirstOrThrow();
    const before = await instructorTableCounts(server.db);
    const res = await register(
      { ...registration(planId), ...secondVehicle({ cartworegno: taken.c_reg }) },
      await registrationFiles(true),
    );
    assert.equal(res.status, 409, res.text);
    assert.equal(res.json().result.text, INSTRUCTOR_REFUSALS.duplicateVehicle);
    assert.deepEqual(
      await instructorTableCounts(server.db),
      before,
      'no instructor, compliance, vehicle, document or file row is left',
    );
    const same = await register({ ...registration(planId), ...secondVehicle() }, await registrationFiles(true));
    assert.equal(same.status, 200, 'a fresh plate goes through');
    const twice = registration(planId);
    const dup = await register(
      { ...twice, ...secondVehicle({ cartworegno: twice.caroneregno! }) },
      await registrationFiles(true),
    );
    assert.equal(dup.json().result.text, INSTRUCTOR_REFUSALS.sameVehicleTwice);
  });

  it('refuses a licence number already registered, a hidden title and a plan that is not offered', async () => {
    const first = registration(planId);
    assert.equal((await register(first)).text, 'SUCCESS');
    const before = await instructorTableCounts(server.db);
    const again = await register(registration(planId, { dlno: first.dlno!.toLowerCase() }));
    assert.equal(again.status, 409);
    assert.equal(again.json().result.text, INSTRUCTOR_REFUSALS.duplicateDrivingLicence);
    const adi = await register(registration(planId, { adilno: first.adilno! }));
    assert.equal(adi.json().result.text, INSTRUCTOR_REFUSALS.duplicateAdiLicence);
    const miss = await register(registration(planId, { title: '3' }));
    assert.equal(miss.status, 422);
    assert.equal(miss.json().result.text, 'Title is required.');
    const removed = await addFranchisePlan(server.db, { state: 0 });
    const plan = await register(registration(removed));
    assert.equal(plan.json().result.text, INSTRUCTOR_REFUSALS.planNotActive);
    assert.deepEqual(await instructorTableCounts(server.db), before);
  });

  it('answers a repeat of the same submission key with SUCCESS and writes it once', async () => {
    const fields = registration(planId, { submitkey: 'reg-7f3a9c' });
    assert.equal((await register(fields)).text, 'SUCCESS');
    const before = await instructorTableCounts(server.db);
    const repeat = await register(fields);
    assert.equal(repeat.status, 200);
    assert.equal(repeat.text, 'SUCCESS');
    assert.deepEqual(await instructorTableCounts(server.db), before);
  });
});
