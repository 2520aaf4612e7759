import { randomUUID } from 'node:crypto';
import { londonDate } from '@dss/contract';
import { addInstructor, addLearner, addPlan, assign, payCredits } from '../school-fixtures';
import { registrationFields } from '../learner-registration';
import type { WalkContext, Walks } from './walk';
import { learnerComplaintForm } from '../complaint-fixtures';

/** Walks of the learner screens: registration, details, payments, tests, departures, assignments, complaints, progress, subject access. */
export function learnerWalks(ctx: WalkContext): Walks {
  /** Read when a walk runs: the server is built after the walks are declared. */
  const db = () => ctx.server.db;
  return {
    registerlearner: async () => ({
      ...registrationFields({
        fname: 'Walt',
        lname: 'Walker',
        inemail: 'walt.walker@example.invalid',
        dlno: 'WALKE504125W99AB',
        haline1: '1 Walk Lane',
      }),
      idemkey: randomUUID(),
    }),
    updatelearner: async () => {
      const id = await addLearner(db(), { fname: 'Una' });
      return {
        studentid: String(id),
        title: '3',
        fname: 'Una',
        mname: '',
        lname: 'Changed',
        mobile: '07700900456',
        landline: '',
        inemail: 'una@example.invalid',
        dob: '2005-02-03',
        dlno: `UPDAT${id}XY9ZZ`,
        lesstype: 'manual',
        haline1: '2 Station Road',
        haline2: '',
        hacity: 'Ilford',
        hcounty: '',
        hapostcode: 'IG1 2AB',
        pickpostcode: 'IG1 2AB',
        adigender: 'any',
        adilang: '',
        cartype: '1',
        state: '1',
      };
    },
    processlearnerpayment: async () => ({
      learnerid: String(await addLearner(db())),
      lessonplanid: String(await addPlan(db(), 2)),
      idemkey: randomUUID(),
    }),
    savedeparture: async () => ({
      learner: String(await addLearner(db())),
      dateofdeparture: londonDate(new Date()),
      reportedby: '1',
      reason: '1',
    }),
    savetheorytest: async () => ({
      learner: String(await addLearner(db())),
      dateoftest: '2024-01-01',
      mcqpoints: '45',
      hppoints: '60',
      outcome: '1',
    }),
    saveeyetest: async () => {
      const learner = await addLearner(db());
      const adi = await addInstructor(db());
      await assign(db(), learner, adi);
      return { learner: String(learner), dateoftest: '2025-01-02', outcome: '1', testedby: String(adi), nextsteps: '1' };
    },
    savecomplaint: async () => learnerComplaintForm(await addLearner(db()), await addInstructor(db())),
    subjectaccess: async () => ({ subject: 'learner', id: String(await addLearner(db())) }),
    reassigninstructor: async () => ({
      assignid: String(await ctx.activeAssignment()),
      selectedadi: String(await addInstructor(db())),
      reason: 'Walk',
    }),
    endassignment: async () => ({ assignid: String(await ctx.activeAssignment()), status: '5', reason: 'Walk' }),
    voidlearnerpayment: async () => {
      const learner = await addLearner(db());
      const [credit] = await payCredits(db(), learner, await addPlan(db(), 2));
      const { pay_id } = await db()
        .selectFrom('credits')
        .select('pay_id')
        .where('cred_id', '=', credit!)
        .executeTakeFirstOrThrow();
      return { payid: String(pay_id), reason: 'Walk', idemkey: randomUUID() };
    },
    withdrawdeparture: async () => {
      const learner = await addLearner(db());
      await db()
        .insertInto('departures')
        .values({ stu_id: learner, dep_date: '2024-01-01', reported_by: 1, reason_id: 1, recorded_by: 2 })
        .execute();
      return { learner: String(learner) };
    },
    eraselearner: async () => ({ learner: String(await addLearner(db())), reason: 'Walk' }),
    // Topic 1 is seeded by the migration.
    recordlearnerprogress: async () => ({
      learner: String(await addLearner(db())),
      topics: '[1]',
      level: '3',
      booking: '',
      note: 'Walked',
    }),
  };
}
