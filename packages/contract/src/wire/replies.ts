/** The plain answer of a successful save (document 1 §7). */
export const SUCCESS = 'SUCCESS' as const;
export type SuccessWord = typeof SUCCESS;

/**
 * The header of a `created` reply: the id of the record the save made. The body stays the
 * spec's bare SUCCESS, so a client that reads only the word still reads a success.
 */
export const CREATED_ID_HEADER = 'X-Created-Id';

/**
 * A `created` reply as the client decodes it: the word, and the new record's id (null if a
 * proxy dropped the header: the save still succeeded, and must not be offered again as failed).
 */
export interface CreatedReply {
  word: SuccessWord;
  id: number | null;
}

/** `{ result: { code, text, data } }`: login and licence activation; code 1 is success. */
export interface ResultEnvelope<D = unknown> {
  result: { code: number; text: string; data?: D; errors?: FieldErrors };
}

/** Field name → the spec's message, as the server's 422 answer and the forms use it. */
export type FieldErrors = Record<string, string>;

/** Texts of the HTTP errors the server answers beyond the spec (DESIGN §2). */
export const HTTP_ERROR_TEXT = {
  unauthorised: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission for this action.',
  unknownAction: 'Unknown action.',
  malformed: 'The request could not be read.',
  invalid: 'Please complete all required fields.',
  internal: 'Unexpected server error.',
} as const;

/** The 429 answer to a sign-in tried too soon after failures; the wait grows with them. */
export function signInWaitText(minutes: number): string {
  return `Too many failed sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** A file answer as the client receives it: its bytes and the download name the server gave. */
export interface FileDownload {
  blob: Blob;
  fileName: string;
}
