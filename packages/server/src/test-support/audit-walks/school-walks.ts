import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ENDPOINTS, addDays, londonDate, quickInfoToForm, timeAwayPayload } from '@dss/contract';
import { sha512Hex } from '../../auth/sha512';
import { post } from '../inject';
import { addInstructor, addLearner, addPlan, addTimeAway } from '../school-fixtures';
import type { WalkContext, Walks } from './walk';

/**
 * Walks of the school's own records: income, expenses, mileage, time away, lesson plans, quick
 * information, bank holidays and closed days, progress topics, staff, a given-up mail sent again.
 */
export function schoolWalks(ctx: WalkContext): Walks {
  /** Read when a walk runs: the server is built after the walks are declared. */
  const db = () => ctx.server.db;

  /** An office staff member with the 'user' privilege, Active unless `state` says otherwise. */
  async function addStaff(state = 1): Promise<number> {
    const made = await db()
      .insertInto('staff')
      .values({
        title_id: 1,
        fname: 'Walk',
        lname: 'Staff',
        mobile: '07700900999',
        email: 'walk@x.invalid',
        password_hash: 'x',
        acc_state: state,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('staff_privileges').values({ staff_id: made.id, privilege_id: 11 }).execute();
    return made.id;
  }

  /** A progress topic at the end of the list, in use unless `active` says otherwise. */
  async function addTopic(active = true): Promise<number> {
    const made = await db()
      .insertInto('progress_topics')
      .values({
        name: `Walk topic ${randomUUID()}`,
        position: sql<number>`(SELECT max(position) + 1 FROM progress_topics)`,
        active,
      })
      .returning('topic_id')
      .executeTakeFirstOrThrow();
    return made.topic_id;
  }

  /** An income or expense entry (saveincome, saveexpense) for a new instructor, in a new category of its kind. */
  async function financeEntry(kind: 'income' | 'expense', amount: string): Promise<Record<string, string>> {
    const cat = await db()
      .insertInto('finance_categories')
      .values({ category: `Walk ${kind}`, type: kind, tax: 'claimable' })
      .returning('rec_id')
      .executeTakeFirstOrThrow();
    return {
      adi: String(await addInstructor(db())),
      type: String(cat.rec_id),
      date: '2025-01-14',
      amount,
      method: 'Bank transfer',
      status: 'completed',
      notes: 'Walk',
      idemkey: randomUUID(),
    };
  }

  return {
    saveincome: () => financeEntry('income', '45.00'),
    saveexpense: () => financeEntry('expense', '12.00'),
    savefinancecategory: async () => ({ cat: 'Walked category', type: 'expense', rate: 'claimable' }),
    savemileage: async () => ({
      adi: String(await addInstructor(db())),
      date: '2025-01-10',
      type: 'business',
      start: '12000.4',
      end: '12042.6',
    }),
    saveaditimeaway: async () => {
      const day = londonDate(new Date(Date.now() + 10 * 86_400_000));
      return { ...timeAwayPayload(await addInstructor(db()), { type: 'day', date: day, reason: 'Walk' }) };
    },
    deleteaditimeaway: async () => {
      const adi = await addInstructor(db());
      const start = new Date(Date.now() + 20 * 86_400_000);
      await addTimeAway(db(), adi, start, new Date(start.getTime() + 86_400_000), 'Walk');
      const row = await db()
        .selectFrom('instructor_time_away')
        .select('rec_id')
        .where('adi_id', '=', adi)
        .executeTakeFirstOrThrow();
      return { recordid: String(row.rec_id) };
    },
    savelessonplan: async () => ({ desc: 'Walked pack', price: '99.95', hours: '3', gears: 'manual', promocode: '' }),
    removelessonplan: async () => ({ plan_id: String(await addPlan(db(), 4)) }),
    savecancellationpolicy: async () => ({ notice_hours: '24', late_cancel_forfeits: '1', no_show_forfeits: '0' }),
    savelessonreminders: async () => ({ reminder_time: '19:30', instructor_day_time: '06:45' }),
    // A new learner's password mail, given up: its resend makes the learner a new password.
    resendoutboxmail: async () => {
      const learner = await addLearner(db());
      const made = await db()
        .insertInto('mail_outbox')
        .values({
          kind: 'password',
          dedupe_key: `password:${learner}`,
          stu_id: learner,
          recipient: `walk${learner}@example.invalid`,
          subject: 'Your driving school learner account',
          text: 'Your password is: {{secret}}',
          attempts: 4,
          last_error: 'connect ECONNREFUSED',
          failed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { mail: String(made.id) };
    },
    savequickinfo: async () => {
      const info = (await post(ctx.server.url, ENDPOINTS.officeAdmin, { token: ctx.tokens.admin, loadquickinfo: '1' })).json();
      return { frm: JSON.stringify({ ...quickInfoToForm(info), addr1: '1 Walked Street' }) };
    },
    // Back to England and Wales, so the booking walks keep the default region's bank holidays.
    savebankholidayregion: async () => {
      await db().updateTable('school_settings').set({ bank_holiday_region: 'SCT' }).execute();
      return { region: 'ENG' };
    },
    // Two years ahead, clear of every lesson the other walks place.
    saveclosedday: async () => ({ date: addDays(londonDate(new Date()), 700), reason: 'Walked closed day' }),
    removeclosedday: async () => {
      const made = await db()
        .insertInto('school_closed_days')
        .values({ closed_on: addDays(londonDate(new Date()), 701), reason: 'Walk' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { closed_id: String(made.id) };
    },
    addprogresstopic: async () => ({ name: `Walked topic ${randomUUID()}` }),
    renameprogresstopic: async () => ({ topic_id: String(await addTopic()), name: `Renamed topic ${randomUUID()}` }),
    moveprogresstopic: async () => ({ topic_id: String(await addTopic()), direction: 'up' }),
    retireprogresstopic: async () => ({ topic_id: String(await addTopic()) }),
    restoreprogresstopic: async () => ({ topic_id: String(await addTopic(false)) }),
    savestaff: async () => ({
      staff_id: '',
      title: '2',
      fname: 'Wendy',
      mname: '',
      lname: 'Walk',
      mobile: '07700900777',
      email: 'wendy.walk@driving-school.invalid',
      privlist: '[11]',
    }),
    updatestaff: async () => ({
      staff_id: '3',
      title: '2',
      fname: 'Sophie',
      mname: '',
      lname: 'Walked',
      mobile: '07700900778',
      email: 'sophie.clarke@driving-school.invalid',
      privlist: '[11]',
    }),
    blockstaff: async () => ({ staff_id: String(await addStaff()) }),
    unblockstaff: async () => ({ staff_id: String(await addStaff(0)) }),
    resetstaffpass: async () => ({ staff_id: String(await addStaff()) }),
    deletestaff: async () => ({ staff_id: String(await addStaff()) }),
    changeownpassword: async () => ({ current: sha512Hex('demo-user'), p: sha512Hex('Walked-Passw0rd') }),
  };
}
