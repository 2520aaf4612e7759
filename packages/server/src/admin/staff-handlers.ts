import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from 'kysely';
import {
  adminActions,
  ADMIN_TEXTS,
  DEFAULT_STAFF_PASSWORD,
  RESET_STAFF_PASSWORD,
  STAFF_STATES,
  staffActionsFor,
  SUCCESS,
  type StaffMember,
  type SuccessWord,
} from '@dss/contract';
import { hashPasswordDigest } from '../auth/password-hash';
import { revokeStaffSessions } from '../auth/sessions';
import { sha512Hex } from '../auth/sha512';
import type { Database } from '../db/tables';
import { ADMIN_PRIVILEGE_ID } from '../staff/privilege-ids';
import { ActionRefused, handle, handleAround, type ActionContext, type CreatedRecord } from '../wire/handler';

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
function officeStaffQuery(db: Kysely<Database>) {
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

function toMember(row: StaffRow): StaffMember {
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

async function findOfficeStaff(db: Kysely<Database>, staffId: number, failure: string): Promise<StaffMember> {
  const row = await officeStaffQuery(db).where('staff.id', '=', staffId).executeTakeFirst();
  if (!row) throw new ActionRefused(failure, 404);
  return toMember(row);
}

async function checkTitle(db: Kysely<Database>, titleId: number, failure: string) {
  const title = await db.selectFrom('titles').select('id').where('id', '=', titleId).executeTakeFirst();
  if (!title) throw new ActionRefused(failure, 422);
}

async function setPrivileges(trx: Transaction<Database>, staffId: number, ids: number[]) {
  await trx.deleteFrom('staff_privileges').where('staff_id', '=', staffId).execute();
  await trx
    .insertInto('staff_privileges')
    .values(ids.map((privilege_id) => ({ staff_id: staffId, privilege_id })))
    .execute();
}

const staffTitlesHandler = handle(adminActions.staffTitles, async (ctx) =>
  ctx.db.selectFrom('titles').select(['id', 'txt', 'favourite']).orderBy('favourite', 'desc').orderBy('id').execute(),
);

const loadStaffHandler = handle(adminActions.loadStaff, async (ctx) =>
  (await officeStaffQuery(ctx.db).orderBy('staff.id').execute()).map(toMember),
);

const staffInfoHandler = handle(adminActions.staffInfo, async (ctx, { staff_id }) =>
  findOfficeStaff(ctx.db, staff_id, 'Staff member not found.'),
);

/** The person's fields of the Add and Edit forms as staff columns (no middle name is null). */
function personColumns(input: { title: number; fname: string; mname: string; lname: string; mobile: string; email: string }) {
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
const hashOf = (password: string) => hashPasswordDigest(sha512Hex(password));

const saveStaffHandler = handleAround(adminActions.saveStaff, {
  around: async (ctx, input, write: (passwordHash: string) => Promise<CreatedRecord>) => {
    await checkTitle(ctx.db, input.title, ADMIN_TEXTS.staffAddError);
    // The default password is shown on screen; the new member must replace it at first sign-in.
    return write(await hashOf(DEFAULT_STAFF_PASSWORD));
  },
  run: async (ctx, input, passwordHash: string) => {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { id: staffId } = await trx
        .insertInto('staff')
        .values({
          ...personColumns(input),
          password_hash: passwordHash,
          must_change_password: true,
          acc_state: STAFF_STATES.active,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setPrivileges(trx, staffId, input.privlist);
      return staffId;
    });
    // The new member's User ID, which they sign in with.
    return { id };
  },
});

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
async function changeOfficeStaff(
  ctx: ActionContext,
  staffId: number,
  action: keyof ReturnType<typeof staffActionsFor>,
  set: Updateable<Database['staff']>,
  failure: string,
  change?: (trx: Transaction<Database>) => Promise<void>,
) {
  await ctx.db.transaction().execute(async (trx) => {
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

const updateStaffHandler = handle(adminActions.updateStaff, async (ctx, input) => {
  await checkTitle(ctx.db, input.title, ADMIN_TEXTS.staffUpdateError);
  await changeOfficeStaff(ctx, input.staff_id, 'edit', personColumns(input), ADMIN_TEXTS.staffUpdateError, (trx) =>
    setPrivileges(trx, input.staff_id, input.privlist),
  );
  return SUCCESS;
});

/** Moves a staff member to `to` when their state allows `action`; ends their sessions when asked. */
function stateChange(
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

const blockStaffHandler = stateChange(adminActions.blockStaff, 'block', STAFF_STATES.blocked, true);
const unblockStaffHandler = stateChange(adminActions.unblockStaff, 'unblock', STAFF_STATES.active, false);
const deleteStaffHandler = stateChange(adminActions.deleteStaff, 'delete', STAFF_STATES.deleted, true);

const resetStaffPasswordHandler = handleAround(adminActions.resetStaffPassword, {
  around: async (_ctx, _input, write: (passwordHash: string) => Promise<SuccessWord>) =>
    write(await hashOf(RESET_STAFF_PASSWORD)),
  run: async (ctx, { staff_id }, passwordHash: string) => {
    await changeOfficeStaff(
      ctx,
      staff_id,
      'reset',
      { password_hash: passwordHash, must_change_password: true },
      ADMIN_TEXTS.staffPasswordResetError,
      (trx) => revokeStaffSessions(trx, staff_id),
    );
    return SUCCESS;
  },
});

export const staffHandlers = [
  staffTitlesHandler,
  loadStaffHandler,
  staffInfoHandler,
  saveStaffHandler,
  updateStaffHandler,
  blockStaffHandler,
  unblockStaffHandler,
  deleteStaffHandler,
  resetStaffPasswordHandler,
];
