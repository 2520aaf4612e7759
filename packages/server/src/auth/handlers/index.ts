import type { authActions } from '@dss/contract';
import type { HandlerMap } from '../../wire/handler-map';
import { activateLicence } from '../../licence/handlers/activate-licence';
import { changeOwnPassword } from './change-own-password';
import { login } from './login';
import { logout } from './logout';

/** Sign-in and sign-out, the own password, and the installation's activation (licence/handlers/). */
export const authHandlers = {
  login,
  logout,
  activateLicence,
  changeOwnPassword,
} satisfies HandlerMap<typeof authActions>;
