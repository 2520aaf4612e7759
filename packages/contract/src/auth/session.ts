import { z } from 'zod';
import { mapNonEmpty } from '../validation/narrowing';
import { PRIVILEGES } from './permissions';

/**
 * A permission as a reply or a route declaration carries it. Here, not beside PRIVILEGES: the
 * sign-in page reads the privileges and loads no schema.
 */
export const PermissionCode = z.enum(mapNonEmpty(PRIVILEGES, (p) => p.code));

/** The signed-in staff member as login answers it (document 1 §3). */
export const UserSession = z.object({
  id: z.number().int(),
  /** 1 administrator, 2 office staff. */
  accLevel: z.number().int(),
  full_name: z.string(),
  isAdmin: z.boolean(),
  /** ISO date the staff record was created. */
  created: z.string(),
  permissions: z.array(PermissionCode),
  token: z.string(),
  /** Beyond the spec: a default or reset password must be changed before anything else. */
  mustChangePassword: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;
