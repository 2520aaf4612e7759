import { z } from 'zod';
import { Permission } from './permissions';

/** The signed-in staff member as login answers it (document 1 §3). */
export const UserSession = z.object({
  id: z.number().int(),
  /** 1 administrator, 2 office staff. */
  accLevel: z.number().int(),
  full_name: z.string(),
  isAdmin: z.boolean(),
  /** ISO date the staff record was created. */
  created: z.string(),
  permissions: z.array(Permission),
  token: z.string(),
  /** Beyond the spec: a default or reset password must be changed before anything else. */
  mustChangePassword: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;
