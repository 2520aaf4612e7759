import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from 'kysely';
import { adminActions, ADMIN_TEXTS, STAFF_STATES, staffActionsFor, SUCCESS, type StaffMember } from '@dss/contract';
import { hashPasswordDigest } from '../auth/password-hash';
import { revokeStaffSessions } from '../auth/sessions';
import { sha512Hex } from '../auth/sha512';
import type { Database } from '../db/tables';
import { ADMIN_PRIVILEGE_ID } from '../staff/privilege-ids';
import { ActionRefused, handle, type ActionContext } from '../wire/handler';
import { transactionally } from '../db/transactionally';

/** A staff row whose member does not hold the admin privilege. */
function notAnAdministrator({ not, exists, selectFrom }: ExpressionBuilder<Database, 'staff'>) {
  return not(
    exists(
      selectFrom('staff_privileges as ap')
        .select('ap.staff_id')
        .whereRef('ap.staff_id', '=', 'staff.id')
        .where('ap.privilege_id', '=', ADMIN_PRIVILEGE_ID),
    ),
  );
}

/**
 * Office staff: everyone without the admin privilege. Administrators are not managed from the
 * staff screens, so an administrator can never block or delete themselves (docs/decisions/staff.md).
 */
export function officeStaffQuery(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .innerJoin('titles', 'titles.id', 'staff.title_id')
    .select([
      'staff.id as staff_id',
      'staff.title_id',
      'titles.txt as title',
      'staff.fname',
      'staff.mname',
      'staff.lname',
      'staff.mobile',
      'staff.email',
      'staff.acc_state as accState',
      'staff.created_at',
      sql<number[]>`coalesce((SELECT array_agg(sp.privilege_id ORDER BY sp.privilege_id) FROM staff_privileges sp
        WHERE sp.staff_id = staff.id), '{}')`.as('privileges'),
    ])
    .where(notAnAdministrator);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof officeStaffQuery>['executeTakeFirstOrThrow']>>;

export function toMember(row: StaffRow): StaffMember {
  return {
    staff_id: row.staff_id,
    title_id: row.title_id,
    title: row.title,
    fname: row.fname,
    mname: row.mname ?? '',
    lname: row.lname,
    mobile: row.mobile,
    email: row.email,
    accState: row.accState,
    privileges: row.privileges.map(Number),
    created: row.created_at.toISOString(),
  };
}

export async function findOfficeStaff(db: Kysely<Database>, staffId: number, failure: string): Promise<StaffMember> {
  const row = await officeStaffQuery(db).where('staff.id', '=', staffId).executeTakeFirst();
  if (!row) throw new ActionRefused(failure, 404);
  return toMember(row);
}

export async function checkTitle(db: Kysely<Database>, titleId: number, failure: string) {
  const title = await db.selectFrom('titles').select('id').where('id', '=', titleId).executeTakeFirst();
  if (!title) throw new ActionRefused(failure, 422);
}

export async function setPrivileges(trx: Transaction<Database>, staffId: number, ids: number[]) {
  await trx.deleteFrom('staff_privileges').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_privileges')
    .values(ids.map((privilege_id) => ({ staff_id: staffId, privilege_id })))
    .execute();
}

/** The person's fields of the Add and Edit forms as staff columns (no middle name is null). */
export function personColumns(input: {
  title: number;
  fname: string;
  mname: string;
  lname: string;
  mobile: string;
  email: string;
}) {
  return {
    title_id: input.title,
    fname: input.fname,
    mname: input.mname || null,
    lname: input.lname,
    mobile: input.mobile,
    email: input.email,
  };
}

/** The hash of a fixed password, made before the action's transaction opens (handleAround). */
export const hashOf = (password: string) => hashPasswordDigest(sha512Hex(password));

/** The states from which `action` is allowed (document 3 §4), for a conditional UPDATE. */
function fromStates(action: keyof ReturnType<typeof staffActionsFor>): number[] {
  return Object.values(STAFF_STATES).filter((state) => staffActionsFor(state)[action]);
}

/**
 * Changes an office staff member in one UPDATE that holds only while their state allows the
 * change, so a check and a write can never be split by another change (an unblock racing a
 * delete cannot bring the deleted member back). `change` runs in the same transaction after the
 * row is updated (and so locked). Nothing updated: 404 when there is no such office member,
 * otherwise `failure` (409).
 */
export async function changeOfficeStaff(
  ctx: ActionContext,
  staffId: number,
  action: keyof ReturnType<typeof staffActionsFor>,
  set: Updateable<Database['staff']>,
  failure: string,
  change?: (trx: Transaction<Database>) => Promise<void>,
) {
  await transactionally(ctx.db, async (trx) => {
    const done = await trx
      .updateTable('staff')
      .set({ ...set, updated_at: sql<Date>`now()` })
      .where('id', '=', staffId)
      .where('acc_state', 'in', fromStates(action))
      .where(notAnAdministrator)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) {
      await findOfficeStaff(trx, staffId, failure);
      throw new ActionRefused(failure, 409);
    }
    await change?.(trx);
  });
}

/** Moves a staff member to `to` when their state allows `action`; ends their sessions when asked. */
export function stateChange(
  action: typeof adminActions.blockStaff,
  allowed: 'block' | 'unblock' | 'delete',
  to: number,
  endSessions: boolean,
) {
  return handle(action, async (ctx, { staff_id }) => {
    await changeOfficeStaff(ctx, staff_id, allowed, { acc_state: to }, ADMIN_TEXTS.staffUpdateError, async (trx) => {
      if (endSessions) await revokeStaffSessions(trx, staff_id);
    });
    return SUCCESS;
  });
}
