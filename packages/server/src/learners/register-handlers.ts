import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ERASURE_REFUSALS,
  LEARNER_REFUSALS,
  learnerActions,
  SUCCESS,
  type RegisterLearnerInput,
  type SuccessWord,
} from '@dss/contract';
import { GENERATED_PASSWORD_COST, hashPasswordDigest } from '../auth/password-hash';
import { sha512Hex } from '../auth/sha512';
import type { Database } from '../db/tables';
import { writeOnce } from '../finance/idempotent';
import { enqueueMail, SECRET_MARK } from '../mail/outbox';
import { ActionRefused, handle, handleAround, staffOf } from '../wire/handler';
import { LEARNER_NEVER_NULL, LEARNER_ORDER, LEARNER_TIEBREAK, learnerSearch } from './learner-search';
import { selectPage } from '../wire/paging';
import { keptCount } from '../db/kept-totals';
import { isUniqueViolation, selectLearners, toListed } from './learner-rows';
import { generateLearnerPassword } from './learner-password';

async function genderOfTitle(tx: Transaction<Database>, titleId: number): Promise<'m' | 'f' | null> {
  const title = await tx.selectFrom('titles').select('gen').where('id', '=', titleId).executeTakeFirst();
  if (!title) throw new ActionRefused('Title is required.', 422);
  return title.gen;
}

function columns(input: RegisterLearnerInput, gender: 'm' | 'f' | null) {
  return {
    title_id: input.title,
    gender,
    fname: input.fname,
    mname: input.mname || null,
    lname: input.lname,
    mobile: input.mobile,
    landline: input.landline || null,
    email: input.inemail,
    dob: input.dob,
    driving_licence_no: input.dlno,
    lessons_type: input.lesstype,
    address_line1: input.haline1,
    address_line2: input.haline2 || null,
    address_city: input.hacity,
    address_county: input.hcounty || null,
    address_postcode: input.hapostcode,
    pickup_pc: input.pickpostcode,
    req_adi_gender: input.adigender,
    req_language: input.adilang,
    req_car_type: input.cartype,
    // Left out by an earlier caller: as it was (on at registration).
    ...(input.lessonreminders === undefined ? {} : { lesson_reminders: input.lessonreminders }),
  };
}

async function checkDictionaries(tx: Transaction<Database>, input: RegisterLearnerInput) {
  const car = await tx.selectFrom('vehicle_types').select('id').where('id', '=', input.cartype).executeTakeFirst();
  if (!car) throw new ActionRefused('Preferred Vehicle Type required.', 422);
  if (input.adilang !== null) {
    const lang = await tx.selectFrom('languages').select('id').where('id', '=', input.adilang).executeTakeFirst();
    if (!lang) throw new ActionRefused('Invalid language.', 422);
  }
}

/**
 * The new learner's welcome mail. Its text is kept with a mark where the password goes; the
 * password itself travels as the outbox row's secret, forgotten once the mail is sent or given up.
 */
function passwordMail(
  learner: { title: string; fname: string; lname: string; student_id: number; email: string },
  password: string,
) {
  return {
    kind: 'password',
    dedupeKey: `password:${learner.student_id}`,
    stuId: learner.student_id,
    to: learner.email,
    subject: 'Your driving school learner account',
    text: [
      `Dear ${learner.title} ${learner.fname} ${learner.lname},`,
      '',
      `Welcome to our driving school. You are registered as learner L${learner.student_id}.`,
      '',
      `Your password is: ${SECRET_MARK}`,
      '',
      'Please keep it safe; our office staff will never ask you for it.',
      '',
      'Kind regards,',
      'The office team',
    ].join('\n'),
    secret: password,
  } as const;
}

/** A new learner's password and its hash, made before the registration's transaction opens. */
interface NewPassword {
  password: string;
  hash: string;
}

async function newPassword(): Promise<NewPassword> {
  const password = generateLearnerPassword();
  return { password, hash: await hashPasswordDigest(sha512Hex(password), GENERATED_PASSWORD_COST) };
}

/** The learner registered with an idempotency key, if any. */
function learnerByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('learners')
    .select(['driving_licence_no', 'fname', 'lname', 'dob', 'email'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

// Any fixed number: seeds the hash that turns an idempotency key into its advisory lock.
const REGISTRATION_LOCK_SEED = 34_060_001;

/** Registrations under way in this process, by idempotency key, with the request that started each. */
const registering = new Map<string, { input: RegisterLearnerInput; answer: Promise<SuccessWord> }>();

/**
 * Registers a learner as New Learner (3). The password is generated here, only its hash is
 * stored on the learner, and its mail is queued in the registration's transaction: sent once the
 * registration commits, retried if the mail server is down, never sent for a registration that
 * rolled back (docs/decisions/mail-outbox-and-reminders.md).
 * Once per idempotency key: a repeat answers the first result, writes nothing and sends no mail.
 * The password is hashed before the transaction opens, and only for a key not yet registered;
 * a repeat arriving while the first is under way answers the first's answer, so it neither
 * hashes nor opens a transaction (docs/decisions/password-hashing-and-registration-under-load.md).
 */
const registerLearnerHandler = handleAround(learnerActions.registerLearner, {
  around: async (ctx, input, write: (made: NewPassword | null) => Promise<SuccessWord>) => {
    const key = input.idemkey;
    // The same key with other details waits for the first, then is refused as reused (in `run`).
    for (let first = registering.get(key); first; first = registering.get(key)) {
      if (isDeepStrictEqual(first.input, input)) return first.answer;
      await first.answer.catch(() => undefined);
    }
    const answer = (async () => {
      // Registered already (a repeat after the first ended): nothing to hash, `run` answers it.
      const registered = await learnerByKey(ctx.db, key);
      return write(registered ? null : await newPassword());
    })().finally(() => registering.delete(key));
    registering.set(key, { input, answer });
    return answer;
  },
  run: async (ctx, input, made: NewPassword | null) => {
    const staff = staffOf(ctx);
    // A request with this key in another process waits here until the first commits, then finds its learner.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${input.idemkey}, ${REGISTRATION_LOCK_SEED}))`.execute(ctx.db);
    const find = () => learnerByKey(ctx.db, input.idemkey);
    const insert = async () => {
      // Learners are never deleted: one found before the transaction is found in it.
      if (!made) throw new Error('A registration found its learner before its transaction and not in it.');
      try {
        return await ctx.db.transaction().execute(async (tx) => {
          const gender = await genderOfTitle(tx, input.title);
          await checkDictionaries(tx, input);
          const row = await tx
            .insertInto('learners')
            .values({
              ...columns(input, gender),
              acc_state: 3,
              password_hash: made.hash,
              created_by: staff.staffId,
              idempotency_key: input.idemkey,
            })
            .onConflict((oc) => oc.column('idempotency_key').doNothing())
            .returning('student_id')
            .executeTakeFirst();
          // Another request with this key registered the learner first: no second mail.
          if (!row) return false;
          const title = await tx.selectFrom('titles').select('txt').where('id', '=', input.title).executeTakeFirstOrThrow();
          await enqueueMail(
            tx,
            passwordMail(
              { title: title.txt, fname: input.fname, lname: input.lname, student_id: row.student_id, email: input.inemail },
              made.password,
            ),
          );
          return true;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The licence index can fire before the key's: a repeat still answers as a repeat.
        if (await find()) return false;
        throw new ActionRefused(LEARNER_REFUSALS.duplicateLicence);
      }
    };
    await writeOnce({
      find,
      same: (l) =>
        l.driving_licence_no === input.dlno &&
        l.fname === input.fname &&
        l.lname === input.lname &&
        l.dob === input.dob &&
        l.email === input.inemail,
      insert,
      reused: LEARNER_REFUSALS.registrationKeyReused,
    });
    return SUCCESS;
  },
});

/**
 * Updates a learner, account status included. Blocking (0) freezes the learner's available
 * credits and blocks their future lessons (their credits stay with them, frozen); lifting a
 * block makes frozen credits available again and cancels the blocked future lessons, so the
 * office books afresh.
 */
const updateLearnerHandler = handle(learnerActions.updateLearner, async (ctx, input) => {
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('learners')
        .select(['acc_state', 'erased_at', sql<string>`london_date(created)::text`.as('registered_on')])
        .where('student_id', '=', input.studentid)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
      // An erased learner's tombstone stays (docs/decisions/erasure-and-retention.md).
      if (current.erased_at) throw new ActionRefused(ERASURE_REFUSALS.erasedLearnerEdit);
      // The table holds dob < the registration day; a birth date typed after it is a typing slip.
      if (input.dob >= current.registered_on) throw new ActionRefused(LEARNER_REFUSALS.dobAfterRegistration, 422);
      const gender = await genderOfTitle(tx, input.title);
      await checkDictionaries(tx, input);
      await tx
        .updateTable('learners')
        .set({ ...columns(input, gender), acc_state: input.state, updated_at: new Date() })
        .where('student_id', '=', input.studentid)
        .execute();
      const now = new Date();
      if (input.state === 0 && current.acc_state !== 0) {
        await tx
          .updateTable('credits')
          .set({ cred_status: 0, status_changed_at: now })
          .where('stu_id', '=', input.studentid)
          .where('cred_status', 'in', [1, 2])
          .execute();
        await tx
          .updateTable('bookings')
          .set({ booking_state: 0, updated_on: now, updated_by: staffOf(ctx).staffId })
          .where('stu_id', '=', input.studentid)
          .where('booking_state', 'in', [1, 2])
          .where('lesson_starts', '>', now)
          .execute();
      } else if (input.state !== 0 && current.acc_state === 0) {
        await tx
          .updateTable('bookings')
          .set({ booking_state: 3, updated_on: now, updated_by: staffOf(ctx).staffId })
          .where('stu_id', '=', input.studentid)
          .where('booking_state', '=', 0)
          .where('lesson_starts', '>', now)
          .execute();
        await tx
          .updateTable('credits')
          .set({ cred_status: 1, status_changed_at: now })
          .where('stu_id', '=', input.studentid)
          .where('cred_status', '=', 0)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('bookings as b')
                  .select(sql`1`.as('one'))
                  .whereRef('b.cred_id', '=', 'credits.cred_id')
                  .where('b.booking_state', '=', 0),
              ),
            ),
          )
          .execute();
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionRefused(LEARNER_REFUSALS.duplicateLicence);
    throw error;
  }
  return SUCCESS;
});

/** One page of the learner table, searched, sorted and cut in the database. */
const loadLearnersHandler = handle(learnerActions.loadLearners, async (ctx, input) => {
  const found = learnerSearch(input.search);
  const query = found ? selectLearners(ctx.db).where(found) : selectLearners(ctx.db);
  const page = await selectPage(query, input, LEARNER_ORDER, LEARNER_TIEBREAK, {
    neverNull: LEARNER_NEVER_NULL,
    count: found ? undefined : keptCount(ctx.db, 'learners'),
  });
  return { rows: page.rows.map(toListed), total: page.total };
});

const loadLearnerHandler = handle(learnerActions.loadLearner, async (ctx, { id }) => {
  const row = await selectLearners(ctx.db).where('l.student_id', '=', id).executeTakeFirst();
  if (!row) throw new ActionRefused(LEARNER_REFUSALS.noLearner, 404);
  return toListed(row);
});

export const registerHandlers = [registerLearnerHandler, updateLearnerHandler, loadLearnersHandler, loadLearnerHandler];
