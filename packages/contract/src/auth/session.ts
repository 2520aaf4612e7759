import type { Permission } from './permissions';

/** The signed-in staff member as login answers it (document 1 §3). */
export interface UserSession {
  id: number;
  /** 1 administrator, 2 office staff. */
  accLevel: number;
  full_name: string;
  isAdmin: boolean;
  /** ISO date the staff record was created. */
  created: string;
  permissions: Permission[];
  token: string;
  /** Beyond the spec: a default or reset password must be changed before anything else. */
  mustChangePassword: boolean;
}
