import { sql, type Kysely } from 'kysely';
import type { Permission } from '@dss/contract';
import type { Database } from '../db/tables';

/** A signed-in staff member as the server sees them behind a valid token. */
export interface StaffPrincipal {
  staffId: number;
  fullName: string;
  permissions: Permission[];
  mustChangePassword: boolean;
  created: Date;
  /** The session the call came with; null at sign-in, before there is one. */
  sessionId: number | null;
}

export const ACTIVE_STAFF = 1;

/** Active staff with their name parts, flags and privilege codes; only active staff may act. */
export function activeStaffQuery(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .leftJoin('titles', 'titles.id', 'staff.title_id')
    .select([
      'staff.id',
      'staff.fname',
      'staff.lname',
      'staff.password_hash',
      'staff.must_change_password',
      'staff.created_at',
      'titles.txt as title',
      sql<Permission[]>`coalesce((SELECT array_agg(p.code ORDER BY p.id) FROM staff_privileges sp
        JOIN privileges p ON p.id = sp.privilege_id WHERE sp.staff_id = staff.id), '{}')`.as('permissions'),
    ])
    .where('staff.acc_state', '=', ACTIVE_STAFF);
}

type ActiveStaffRow = Awaited<ReturnType<ReturnType<typeof activeStaffQuery>['executeTakeFirstOrThrow']>>;

export function toPrincipal(row: ActiveStaffRow, sessionId: number | null = null): StaffPrincipal {
  return {
    staffId: row.id,
    fullName: [row.title, row.fname, row.lname].filter(Boolean).join(' '),
    permissions: row.permissions,
    mustChangePassword: row.must_change_password,
    created: row.created_at,
    sessionId,
  };
}
