import { sql, type Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { londonToday, REGISTER_FILE_NAMES, type RegisterFileField } from '@dss/contract';
import type { Database } from '../db/tables';

/** A real one-page PDF, made with pdf-lib; `label` makes each one's bytes differ. */
export async function makePdf(label = 'document'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(label);
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

/** Days from today (London) as 'YYYY-MM-DD'. */
export function dayFromToday(days: number): string {
  const [y, m, d] = londonToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** An active franchise plan; answers its id. */
export async function addFranchisePlan(db: Kysely<Database>, opts: { weeklyFee?: string; state?: number; hours?: number } = {}) {
  const row = await db
    .insertInto('franchise_plans')
    .values({
      initial_fee: '250.00',
      weekly_fee: opts.weeklyFee ?? '120.50',
      work_type: 'Full-Time',
      weekly_hours: opts.hours ?? 30,
      promo_code: null,
      state: opts.state ?? 1,
    })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}

let serial = 0;

/** A complete, valid registration (text fields) with licence numbers and a plate no other has. */
export function registration(planId: number, overrides: Record<string, string> = {}): Record<string, string> {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    title: '1',
    gender: 'male',
    dob: '1980-05-17',
    fname: 'Adebayo',
    mname: '',
    lname: 'Okafor',
    pafline: '14 Romford Road',
    pasline: '',
    pacity: 'London',
    pacounty: '',
    papostcode: 'E7 9HZ',
    paissame: '1',
    dlno: `OKAFO805170A${n}`,
    adilno: `AD${n}`,
    inemail: `adebayo${n}@example.invalid`,
    mobile: '07700900456',
    hp1: '02085550101',
    crtbref: '123456789012',
    fbname: 'Barclays',
    scode: '203040',
    accno: '12345678',
    naob: 'A Okafor',
    nino: 'QQ123456C',
    aditgender: 'any',
    geartype: 'manual',
    coveringareas: JSON.stringify(['e7', 'E12', 'IG1']),
    aditlang: JSON.stringify([12, 33]),
    carttype: JSON.stringify([2, 3]),
    caronemake: 'Ford',
    caronemodel: 'Fiesta',
    caronecarcolour: 'Blue',
    caroneregno: `AB${n}CD`,
    caroneregyear: '2021-03',
    caronecartype: '2',
    caronecargeartype: 'manual',
    caronefueltype: '1',
    caroneleagalowner: 'Adebayo Okafor',
    caronedualcontrol: '1',
    caronecarownertype: '1',
    caronetaxexp: dayFromToday(200),
    caronemotexp: dayFromToday(150),
    caroneinsuranceexp: dayFromToday(300),
    secondcar: '0',
    fplan: String(planId),
    francplan: String(planId),
    feeregularity: '4.33',
    licenceexp: dayFromToday(900),
    adilicenceexp: dayFromToday(700),
    ...overrides,
  };
}

/** The second vehicle's fields, with a plate of its own. */
export function secondVehicle(overrides: Record<string, string> = {}): Record<string, string> {
  serial += 1;
  return {
    secondcar: '1',
    cartwomake: 'Toyota',
    cartwomodel: 'Yaris',
    cartwocarcolour: 'White',
    cartworegno: `CD${String(serial).padStart(4, '0')}EF`,
    cartworegyear: '2022-09',
    cartwocartype: '9',
    cartwocargeartype: 'automatic',
    cartwofueltype: '3',
    cartwoleagalowner: 'Adebayo Okafor',
    cartwodualcontrol: '2',
    cartwocarownertype: '2',
    cartwotaxexp: dayFromToday(100),
    cartwomotexp: dayFromToday(120),
    cartwoinsuranceexp: dayFromToday(130),
    ...overrides,
  };
}

export interface FilePart {
  field: string;
  fileName: string;
  data: Buffer;
}

/** The registration's documents, named as document 2 §7.1 says. */
export async function registrationFiles(secondCar = false): Promise<FilePart[]> {
  const fields = (Object.keys(REGISTER_FILE_NAMES) as RegisterFileField[]).filter((f) => secondCar || !f.startsWith('cartwo'));
  return Promise.all(
    fields.map(async (field) => ({ field: 'files', fileName: REGISTER_FILE_NAMES[field], data: await makePdf(field) })),
  );
}

/** A multipart form of fields and files, as the screens send an upload. */
export function uploadForm(fields: Record<string, string>, files: FilePart[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: 'application/pdf' }), f.fileName);
  return form;
}

/** Row counts of every table a registration writes. */
export async function instructorTableCounts(db: Kysely<Database>) {
  const tables = [
    'instructors',
    'instructor_compliance',
    'instructor_covering_pcs',
    'instructor_languages',
    'instructor_vehicle_types',
    'vehicles',
    'instructor_franchise',
    'instructor_documents',
    'uploaded_files',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = row.rows[0]!.n;
  }
  return counts;
}

/**
 * A valid `updateadiadvance` edit of one instructor's advance information: gender and birth date,
 * the second home phone, DBS reference, bank details and NI number; `overrides` replace fields.
 */
export function advanceFields(adiId: number | string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    adiid: String(adiId),
    gender: 'female',
    dob: '1981-06-01',
    hp1: '',
    hp2: '02085550202',
    mp2: '',
    wp1: '',
    wp2: '',
    crtbref: '12345678',
    fbname: 'Monzo',
    scode: '040004',
    accno: '87654321',
    naob: 'A Instructor',
    nino: 'QQ654321A',
    ...overrides,
  };
}
