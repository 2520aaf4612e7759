import { z } from 'zod';
import { defineAction } from '../wire/action';
import { ENDPOINTS } from '../wire/endpoints';
import { UserSession } from './session';
import { passwordDigest, requiredText } from '../validation/fields';
import { LICENCE_KEY_MESSAGE, normaliseLicenceKey } from './licence-key-format';
import { PASSWORD_MESSAGES, setupPerson } from './setup-form';

/** Sign-in (document 1 §7): `loginid`, `p` (SHA-512 hex) and the marker `staffweblogin`. */
export const login = defineAction({
  field: 'staffweblogin',
  endpoint: ENDPOINTS.login,
  permissions: null,
  request: z.object({
    loginid: requiredText('User ID is required.').regex(/^\d{1,9}$/, 'User ID must be a number.'),
    p: passwordDigest('Password is required.'),
  }),
  reply: 'result',
  response: UserSession,
});

/** Logout: the field `logout` holds the token, which the server revokes. */
export const logout = defineAction({
  field: 'logout',
  endpoint: ENDPOINTS.login,
  permissions: null,
  request: z.object({ logout: requiredText('Token is required.') }),
  reply: 'success',
});

/**
 * Licence activation (document 3 §7): the form without the password, `licence` with its first
 * hyphen removed, and `p`, the SHA-512 digest of the password.
 */
export const activateLicence = defineAction({
  field: 'accountsetup',
  endpoint: ENDPOINTS.login,
  permissions: null,
  request: z.object({
    ...setupPerson,
    licence: requiredText(LICENCE_KEY_MESSAGE)
      .transform(normaliseLicenceKey)
      .refine((k): k is string => k !== null, LICENCE_KEY_MESSAGE)
      // The transform makes a refused key abort the field (zod skips a transform after a failed check).
      .transform((k) => k),
    p: passwordDigest(PASSWORD_MESSAGES.required),
  }),
  reply: 'result',
  response: z.object({ id: z.number().int() }),
});

/** Beyond the spec: choosing a new password after a default or reset one (6 to 30 characters). */
export const changeOwnPassword = defineAction({
  field: 'changeownpassword',
  endpoint: ENDPOINTS.officeUser,
  permissions: ['user', 'admin'],
  request: z.object({
    current: passwordDigest('Current password is required.'),
    p: passwordDigest(PASSWORD_MESSAGES.required),
  }),
  reply: 'success',
});
