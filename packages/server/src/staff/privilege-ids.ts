import { PRIVILEGES, type Permission } from '@dss/contract';

function idOf(code: Permission): number {
  return PRIVILEGES.find((p) => p.code === code)!.id;
}

export const USER_PRIVILEGE_ID = idOf('user');
export const REPORTS_PRIVILEGE_ID = idOf('reports');
export const ADMIN_PRIVILEGE_ID = idOf('admin');
