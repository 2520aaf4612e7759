import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  API_BASE,
  CONTRACT_SKEW_TEXT,
  CONTRACT_VERSION_HEADER,
  CREATED_ID_HEADER,
  SUCCESS,
  replyProblems,
  sameMajor,
  type ActionDef,
  type ActionRef,
  type FieldErrors,
  type FileDownload,
} from '@dss/contract';
import { endedByServer, wireOutdated, type WithSession } from './session-slice';
import { formBody, type SentArgs, type WireArgs } from './wire-encoding';

/** A failed call: the HTTP status (0 for network), the server's text and any field messages. */
export interface WireError {
  status: number;
  text: string;
  errors?: FieldErrors;
}

/** Statuses that end the session (document 1 §2). */
const SESSION_ENDING = new Set([401, 403, 405]);

async function errorOf(response: Response): Promise<WireError> {
  try {
    const body: { result?: { text?: string; errors?: FieldErrors } } = await response.json();
    return { status: response.status, text: body.result?.text ?? response.statusText, errors: body.result?.errors };
  } catch {
    return { status: response.status, text: response.statusText };
  }
}

function fileNameOf(response: Response): string {
  const disposition = response.headers?.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]!) : 'download';
}

type Outcome = { data: unknown; error?: undefined } | { error: WireError; data?: undefined };

/** The text of a failed call whose reply did not match its declaration (development and tests only). */
export const REPLY_DRIFT_TEXT = 'The server answered in a shape this screen does not know.';

/**
 * Outside production builds every decoded JSON reply is checked against the action's declared
 * schema, so a server whose reply drifted fails loudly in development and the tests. Production
 * skips the parse (it costs a walk of every reply) and relies on the wire version instead
 * (docs/decisions/versioned-wire.md).
 */
const CHECK_REPLIES = process.env.NODE_ENV !== 'production';

/**
 * The reply schema an action declares. An action sent by ref (the api's own) is looked up in the
 * api's copy of the contract, loaded only outside production builds: the sign-in page loads no
 * schema.
 */
async function declaredResponse(action: ActionDef | ActionRef): Promise<ActionDef['response']> {
  if ('request' in action) return action.response;
  // Written as a block webpack drops from a production build, import and all.
  if (process.env.NODE_ENV !== 'production') {
    const { ALL_ACTIONS } = await import('@dss/contract');
    return ALL_ACTIONS.find((a) => a.field === action.field && a.endpoint === action.endpoint)?.response;
  }
  return undefined;
}

async function checked(action: ActionDef | ActionRef, data: unknown, status: number): Promise<Outcome> {
  if (!CHECK_REPLIES) return { data };
  const schema = await declaredResponse(action);
  if (!schema) return { data };
  const problems = replyProblems(schema, data);
  if (!problems.length) return { data };
  console.error(`The reply of '${action.field}' does not match its declared schema:\n${problems.join('\n')}`);
  return { error: { status, text: REPLY_DRIFT_TEXT } };
}

/** A 409 from a server whose wire has another major than the one this caller was built with. */
function refusedAsOutdated(action: ActionDef | ActionRef, response: Response): boolean {
  const serverVersion = response.headers?.get(CONTRACT_VERSION_HEADER);
  return response.status === 409 && Boolean(serverVersion) && !sameMajor(action.contract, serverVersion!);
}

/**
 * The last reply of each polled action (the bell) and its ETag, by action and fields. The
 * actions are POSTs, which the browser's HTTP cache never keeps, so the tag is sent back here
 * and a 304 answers the kept reply (the same object: nothing re-renders).
 */
const polledReplies = new Map<string, { etag: string; data: unknown }>();

/** The state of the store the call is made for. */
function stateOf(api: Pick<BaseQueryApi, 'getState'>): WithSession {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- RTK Query types the state as unknown; every store of the suite (createAppStore) holds the session slice
  return api.getState() as WithSession;
}

/**
 * Posts one action as form data to its endpoint and decodes the answer by the action's reply
 * kind. A 401, 403 or 405 ends the session once; the route guards then go to the login page.
 */
export async function callWire(args: SentArgs, api: Pick<BaseQueryApi, 'getState' | 'dispatch' | 'signal'>): Promise<Outcome> {
  const state = stateOf(api);
  const pollKey = args.action.polled ? `${args.action.field} ${JSON.stringify(args.fields ?? {})}` : null;
  const kept = pollKey ? polledReplies.get(pollKey) : undefined;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${args.action.endpoint}`, {
      method: 'POST',
      body: formBody(args, state.session.user?.token),
      signal: api.signal,
      // The version this action was declared with: the calling app's own copy of the contract.
      headers: { [CONTRACT_VERSION_HEADER]: args.action.contract, ...(kept ? { 'If-None-Match': kept.etag } : {}) },
    });
  } catch (err) {
    return { error: { status: 0, text: err instanceof Error ? err.message : 'Network error' } };
  }
  if (refusedAsOutdated(args.action, response)) {
    api.dispatch(wireOutdated());
    return { error: { status: 409, text: CONTRACT_SKEW_TEXT } };
  }
  if (SESSION_ENDING.has(response.status) && args.action.permissions !== null) {
    if (stateOf(api).session.user) api.dispatch(endedByServer());
    return { error: await errorOf(response) };
  }
  if (args.action.reply === 'result') {
    // Sign-in and setup answer their envelope with a code; the screen reads code and text.
    let envelope: { result?: { code?: number; data?: unknown } };
    try {
      envelope = await response.json();
    } catch {
      return { error: { status: response.status, text: '' } };
    }
    if (envelope.result?.code !== 1 || envelope.result.data === undefined) return { data: envelope };
    const outcome = await checked(args.action, envelope.result.data, response.status);
    return outcome.error ? outcome : { data: envelope };
  }
  if (response.status === 304 && kept) return { data: kept.data };
  if (!response.ok) return { error: await errorOf(response) };
  switch (args.action.reply) {
    case 'success': {
      const text = await response.text();
      return text === SUCCESS ? { data: SUCCESS } : { error: { status: response.status, text } };
    }
    case 'created': {
      const text = await response.text();
      if (text !== SUCCESS) return { error: { status: response.status, text } };
      const id = Number(response.headers.get(CREATED_ID_HEADER) ?? '');
      return { data: { word: SUCCESS, id: Number.isInteger(id) && id > 0 ? id : null } };
    }
    case 'file': {
      const reply: FileDownload = { blob: await response.blob(), fileName: fileNameOf(response) };
      return { data: reply };
    }
    default: {
      const outcome = await checked(args.action, await response.json(), response.status);
      const etag = response.headers?.get('ETag');
      if (pollKey && etag && !outcome.error) polledReplies.set(pollKey, { etag, data: outcome.data });
      return outcome;
    }
  }
}

/** The api slice's base query. File replies never pass through it: see `useFileAction`. */
export const wireBaseQuery: BaseQueryFn<WireArgs, unknown, WireError> = (args, api) => {
  if (args.action.reply === 'file') throw new Error(`'${args.action.field}' answers a file: call it with useFileAction.`);
  return callWire(args, api);
};
