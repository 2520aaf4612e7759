import { ADMIN_HOME, USER_HOME, type UserSession } from '@dss/contract';

/** Where a signed-in staff member lands (document 1 §2). */
export function homePathFor(user: Pick<UserSession, 'isAdmin'>): string {
  return user.isAdmin ? ADMIN_HOME : USER_HOME;
}
