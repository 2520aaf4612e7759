/** Texts of the login screen (document 1 §2 and §8). */
export const UNKNOWN_ERROR_TEXT = 'Unknow error !!!. Please try again.';
export const TRY_AGAIN = 'Please try again.';
export const MARKETING_LINE = 'AI-powered back office for modern driving schools.';
export const FORGOT_PASSWORD_OFFICE = 'Office users: please ask your office manager to reset your password.';
export const FORGOT_PASSWORD_MANAGER = 'Office managers and administrators: please contact software support.';
export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';

/** What the login screen says for a refused sign-in: the server's text, then 'Please try again.' */
export function loginFailureText(serverText: string | undefined): string {
  return serverText ? `${serverText} ${TRY_AGAIN}` : UNKNOWN_ERROR_TEXT;
}
