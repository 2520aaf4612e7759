import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables';

type Db = Kysely<Database> | Transaction<Database>;

// A list of people names each by title and names and shows their mobile and e-mail: such a list
// starts its query here and adds its own columns.

/** Instructors with their title's text ('Mr', 'Dr'). */
export const titledInstructors = (db: Db) => db.selectFrom('instructors as i').innerJoin('titles as t', 't.id', 'i.title_id');

/** Learners with their title's text. */
export const titledLearners = (db: Db) => db.selectFrom('learners as l').innerJoin('titles as t', 't.id', 'l.title_id');

/** An instructor's ID, title, names and contact, as every instructor list starts its row. */
export const INSTRUCTOR_CONTACT = ['i.adi_id', 't.txt as title', 'i.fname', 'i.lname', 'i.mobile', 'i.email'] as const;

/** A learner's ID, title, names and contact, as every learner list starts its row. */
export const LEARNER_CONTACT = ['l.student_id', 't.txt as title', 'l.fname', 'l.lname', 'l.mobile', 'l.email'] as const;
