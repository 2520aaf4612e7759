import { useCallback } from 'react';
import type { SubmissionErrors } from 'final-form';
import { HTTP_ERROR_TEXT } from '@dss/contract';
import { useAlerts } from '../feedback/alerts';

/** What a save answered, as RTK Query's mutation promise resolves: data, or an error. */
export interface SaveAnswer {
  data?: unknown;
  error?: unknown;
}

/** An alert's words: a title alone, or a title with its text. */
export type AlertWords = string | { title: string; text?: string };

export interface SubmitTexts {
  success: AlertWords;
  /** When it has no text of its own, the server's refusal text is shown under it. */
  failure: AlertWords;
  /** Keep the success alert open until closed, for the spec's "stays open" messages. */
  stay?: boolean;
}

/** The submit's result: react-final-form shows `errors` on the fields (a 422's field messages). */
export type SubmitResult = { ok: true; errors?: undefined } | { ok: false; errors?: SubmissionErrors };

function wordsOf(words: AlertWords): { title: string; text?: string } {
  return typeof words === 'string' ? { title: words } : words;
}

function serverError(error: unknown): { text?: string; errors?: Record<string, string> } {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a save's error is the api's WireError (text, field errors) or RTK Query's SerializedError, which has neither
  return error && typeof error === 'object' ? (error as { text?: string; errors?: Record<string, string> }) : {};
}

/**
 * The one way a save's answer becomes what the spec shows (DESIGN §4): a success alert that
 * closes after 3 s (or stays), or an error alert to dismiss with the server's refusal text, and
 * a 422's field messages returned for react-final-form to put on the fields.
 */
export function useSubmit() {
  const alerts = useAlerts();
  return useCallback(
    async (answer: SaveAnswer, texts: SubmitTexts): Promise<SubmitResult> => {
      if (answer.error === undefined && answer.data !== undefined) {
        const { title, text } = wordsOf(texts.success);
        void alerts.success(title, text, { stay: texts.stay });
        return { ok: true };
      }
      const { text: refusal, errors } = serverError(answer.error);
      const { title, text } = wordsOf(texts.failure);
      // The generic 422 text says nothing the field messages do not.
      const said = text ?? (refusal && refusal !== HTTP_ERROR_TEXT.invalid ? refusal : undefined);
      void alerts.error(title, said);
      return { ok: false, errors: errors && Object.keys(errors).length ? errors : undefined };
    },
    [alerts],
  );
}
