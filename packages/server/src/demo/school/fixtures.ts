import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Minimal valid rows for tests: an instructor, a learner, an assignment. */

let counter = 0;
const next = () => ++counter;

export async function addInstructor(
  db: Kysely<Database>,
  over: Partial<Insertable<Database['instructors']>> = {},
): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('instructors')
    .values({
      title_id: 1,
      gender: 'm',
      dob: '1980-05-04',
      fname: 'Test',
      lname: `Instructor${n}`,
      perm_line1: '1 High Street',
      perm_city: 'London',
      perm_postcode: 'E7 9QP',
      curr_line1: '1 High Street',
      curr_city: 'London',
      curr_postcode: 'E7 9QP',
      driving_licence_no: `INSTR${String(n).padStart(6, '0')}AB9CD`.slice(0, 16),
      instructor_licence_no: String(100000 + n),
      email: `adi${n}@example.co.uk`,
      mobile: '07700900123',
      crtb_ref: '123456789012',
      bank_name: 'Barclays',
      name_on_acc: 'T Instructor',
      acc_no: '12345678',
      sort_code: '123456',
      nino: 'QQ123456C',
      teaching_gens: 'any',
      teaching_gears: 'both',
      acc_state: 1,
      approved_at: new Date('2020-01-02T10:00:00Z'),
      approved_by: 1,
      created: new Date('2020-01-01T10:00:00Z'),
      ...over,
    })
    .returning('adi_id')
    .executeTakeFirstOrThrow();
  return row.adi_id;
}

export async function addLearner(db: Kysely<Database>, over: Partial<Insertable<Database['learners']>> = {}): Promise<number> {
  const n = next();
  const row = await db
    .insertInto('learners')
    .values({
      title_id: 3,
      gender: 'f',
      fname: 'Test',
      lname: `Learner${n}`,
      mobile: '07700900456',
      email: `learner${n}@example.co.uk`,
      dob: '2005-02-03',
      driving_licence_no: `LEARN${String(n).padStart(6, '0')}XY9ZZ`.slice(0, 16),
      lessons_type: 'manual',
      address_line1: '2 Station Road',
      address_city: 'Ilford',
      address_postcode: 'IG1 2AB',
      pickup_pc: 'IG1 2AB',
      req_car_type: 1,
      acc_state: 1,
      created: new Date('2024-01-01T10:00:00Z'),
      ...over,
    })
    .returning('student_id')
    .executeTakeFirstOrThrow();
  return row.student_id;
}

export async function assign(
  db: Kysely<Database>,
  stuId: number,
  adiId: number,
  on = new Date('2024-01-02T10:00:00Z'),
): Promise<number> {
  const row = await db
    .insertInto('assignments')
    .values({ stu_id: stuId, adi_id: adiId, assign_status: 1, assign_on: on, assign_updated: on, assigned_by: 2 })
    .returning('assign_id')
    .executeTakeFirstOrThrow();
  return row.assign_id;
}

/** An active manual lesson plan of `hours` hours at `price`. */
export async function addPlan(
  db: Kysely<Database>,
  hours: number,
  price: string,
  gear: 'manual' | 'automatic' = 'manual',
): Promise<number> {
  const row = await db
    .insertInto('lesson_plans')
    .values({ text_description: `Test pack ${hours}h`, gear_type: gear, hours, plan_price: price, promocode: null })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}
