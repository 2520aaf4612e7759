import { randomUUID } from 'node:crypto';
import { DEFAULT_AVAILABILITY } from '@dss/contract';
import {
  addFranchisePlan,
  advanceFields,
  dayFromToday,
  makePdf,
  registration,
  registrationFiles,
  uploadForm,
  type FilePart,
} from '../instructor-fixtures';
import { postMultipart } from '../inject';
import { addInstructor } from '../school-fixtures';
import type { WalkContext, Walks } from './walk';

/** PDFs sent under the given form fields, each named after its field. */
const pdfs = (...fields: string[]): Promise<FilePart[]> =>
  Promise.all(fields.map(async (field) => ({ field, fileName: `${field}.pdf`, data: await makePdf(field) })));

/** A plate no other active vehicle has. */
const plate = () => `WK${randomUUID().replace(/\D/g, '').slice(0, 2).padEnd(2, '0')} ${randomUUID().slice(0, 3).toUpperCase()}`;

/** Walks of the instructor screens: registration, Edit Instructor, vehicles, working hours, calendar feeds, approval. */
export function instructorWalks(ctx: WalkContext): Walks {
  /** Read when a walk runs: the server is built after the walks are declared. */
  const db = () => ctx.server.db;

  /** An instructor registered over the wire, with a compliance record, a vehicle and a franchise plan. */
  async function registered(): Promise<{ adi: number; planId: number; compId: number; carId: number }> {
    const planId = await addFranchisePlan(db());
    const fields = registration(planId, { caroneregno: plate() });
    const res = await postMultipart(
      ctx.server.url,
      'ctrouV2.php',
      uploadForm({ token: ctx.tokens.office, addadiinofficeadvancedv2: '1', ...fields }, await registrationFiles()),
    );
    if (res.text !== 'SUCCESS') throw new Error(`registration failed: ${res.text}`);
    const { adi_id: adi } = await db()
      .selectFrom('instructors')
      .select('adi_id')
      .where('driving_licence_no', '=', fields.dlno!)
      .executeTakeFirstOrThrow();
    const comp = await db()
      .selectFrom('instructor_compliance')
      .select('compliance_id')
      .where('adi_id', '=', adi)
      .where('superseded_at', 'is', null)
      .executeTakeFirstOrThrow();
    const car = await db().selectFrom('vehicles').select('c_id').where('adi_id', '=', adi).executeTakeFirstOrThrow();
    return { adi, planId, compId: comp.compliance_id, carId: car.c_id };
  }

  return {
    addadiinofficeadvancedv2: async () => ({
      fields: registration(await addFranchisePlan(db()), { caroneregno: plate() }),
      files: await registrationFiles(),
    }),
    approveinstructor: async () => ({
      adi_id: String(await addInstructor(db(), { acc_state: 3, approved_at: null, approved_by: null })),
    }),
    deleteinstructor: async () => ({ adi_id: String(await addInstructor(db())) }),
    updateadibasic: async () => {
      const adi = await addInstructor(db());
      const row = await db()
        .selectFrom('instructors')
        .select(['driving_licence_no', 'instructor_licence_no'])
        .where('adi_id', '=', adi)
        .executeTakeFirstOrThrow();
      return {
        adiid: String(adi),
        title: '6',
        fname: 'Adam',
        mname: '',
        lname: 'Walked',
        mobile: '07700900333',
        inemail: `walked${adi}@example.invalid`,
        dlno: row.driving_licence_no,
        adilno: row.instructor_licence_no,
        aditgender: 'female',
        geartype: 'both',
      };
    },
    updateadiadvance: async () => advanceFields(await addInstructor(db()), { naob: 'A Walked' }),
    updateadiaddress: async () => {
      const { adi, compId } = await registered();
      return {
        fields: {
          adiid: String(adi),
          compid: String(compId),
          pafline: '1 Walked Road',
          pacity: 'London',
          papostcode: 'E12 5AA',
          cufline: '1 Walked Road',
          cucity: 'London',
          cupostcode: 'E12 5AA',
          licenceexp: dayFromToday(400),
          adilicenceexp: dayFromToday(500),
        },
        files: await pdfs('addressProf1', 'addressProf2', 'licenceCopy', 'adilicenceCopy'),
      };
    },
    updateadifranchise: async () => {
      const { adi, planId } = await registered();
      return {
        adiid: String(adi),
        fplan: String(await addFranchisePlan(db(), { weeklyFee: '80.00' })),
        feeregularity: '13',
        startdate: dayFromToday(7),
        currentPlan: String(planId),
      };
    },
    updateadipostcodes: async () => ({ id: String(await addInstructor(db())), pcs: '["N1","SW1A"]' }),
    updateadilanguages: async () => ({ id: String(await addInstructor(db())), lns: '[22]' }),
    updateadivehicletypes: async () => ({ id: String(await addInstructor(db())), tvs: '[5]' }),
    addadivehicle: async () => ({
      fields: {
        id: String(await addInstructor(db())),
        make: 'Vauxhall',
        model: 'Corsa',
        carcolour: 'Red',
        regno: plate(),
        regyear: '2021-09',
        cartype: '2',
        cargeartype: 'manual',
        fueltype: '2',
        leagalowner: 'A Walked',
        dualcontrol: '1',
        carownertype: '3',
        taxexp: dayFromToday(90),
        motexp: dayFromToday(60),
        insuranceexp: dayFromToday(45),
      },
      files: await pdfs('fllogbook1', 'flmot1', 'flinsurance1'),
    }),
    removeadivehicle: async () => {
      const { adi, carId } = await registered();
      return { id: String(adi), carid: String(carId) };
    },
    updateadivehicledocs: async () => {
      const { adi, carId } = await registered();
      return {
        fields: { id: String(adi), carid: String(carId), dualcontrol: '2', carownertype: '1', motexp: dayFromToday(365) },
        files: await pdfs('flmot1'),
      };
    },
    updateadivehicleinfo: async () => {
      const { adi, carId } = await registered();
      return { id: String(adi), carid: String(carId), dualcontrol: '1', carownertype: '2', taxexp: dayFromToday(400) };
    },
    saveadiavailability: async () => ({
      adi: String(await addInstructor(db())),
      availability: JSON.stringify(DEFAULT_AVAILABILITY.map((d) => (d.day_num === 6 ? { ...d, is_working: true } : d))),
    }),
    eraseinstructor: async () => ({ instructor: String(await addInstructor(db())), reason: 'Walk' }),
    issueadicalendarfeed: async () => ({ adiid: String(await addInstructor(db())) }),
    stopadicalendarfeed: async () => {
      const adi = await addInstructor(db());
      await db()
        .insertInto('instructor_calendar_feeds')
        .values({ adi_id: adi, token_hash: 'f'.repeat(64), created_by: 2 })
        .execute();
      return { adiid: String(adi) };
    },
  };
}
