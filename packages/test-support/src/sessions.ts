import type { UserSession } from '@dss/contract';

/** The demo school's administrator. */
export const ADMIN: UserSession = {
  id: 1,
  accLevel: 1,
  full_name: 'Mrs Helen Whitmore',
  isAdmin: true,
  created: '2019-03-25T09:00:00.000Z',
  permissions: ['admin'],
  token: 'admin-token',
  mustChangePassword: false,
};

/** An office user holding the reports privilege. */
export const OFFICE_USER: UserSession = {
  id: 2,
  accLevel: 2,
  full_name: 'Mr Daniel Okafor',
  isAdmin: false,
  created: '2020-06-01T09:00:00.000Z',
  permissions: ['user', 'reports'],
  token: 'office-token',
  mustChangePassword: false,
};

/** An office user without the reports privilege. */
export const CLERK: UserSession = {
  ...OFFICE_USER,
  id: 3,
  full_name: 'Ms Sophie Clarke',
  permissions: ['user'],
  token: 'clerk-token',
};
