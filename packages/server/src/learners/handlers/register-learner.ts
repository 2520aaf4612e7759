import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { LEARNER_REFUSALS, learnerActions, SUCCESS, type RegisterLearnerInput, type SuccessWord } from '@dss/contract';
import { GENERATED_PASSWORD_COST, hashPasswordDigest } from '../../auth/password-hash';
import { sha512Hex } from '../../auth/sha512';
import type { Database } from '../../db/tables';
import { writeOnce } from '../../finance/idempotent';
import { enqueueMail, SECRET_MARK } from '../../mail/outbox';
import { ActionRefused, handleAround, staffOf } from '../../wire/handler';
import { isUniqueViolation } from '../learner-rows';
import { generateLearnerPassword } from '../learner-password';
import { checkDictionaries, columns, genderOfTitle } from '../learner-details';
import { transactionally } from '../../db/transactionally';

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
export const registerLearner = handleAround(learnerActions.registerLearner, {
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
        return await transactionally(ctx.db, async (tx) => {
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
