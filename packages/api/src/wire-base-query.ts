import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { API_BASE, SUCCESS, type ActionDef, type FieldErrors } from '@dss/contract';
import { endedByServer, type WithSession } from './session-slice';

export interface WireArgs {
  action: ActionDef;
  fields: Record<string, string>;
  files?: { field: string; file: Blob; fileName: string }[];
}

/** A failed call: the HTTP status (0 for network), the server's text and any field messages. */
export interface WireError {
  status: number;
  text: string;
  errors?: FieldErrors;
}

/** Statuses that end the session (document 1 §2). */
const SESSION_ENDING = new Set([401, 403, 405]);

function formBody(args: WireArgs, token: string | undefined): BodyInit {
  const fields: Record<string, string> = { ...args.fields };
  if (token && args.action.permissions !== null) fields.token = token;
  if (!(args.action.field in fields)) fields[args.action.field] = '1';
  if (!args.files?.length) return new URLSearchParams(fields);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of args.files) form.append(f.field, f.file, f.fileName);
  return form;
}

async function errorOf(response: Response): Promise<WireError> {
  try {
    const body = (await response.json()) as { result?: { text?: string; errors?: FieldErrors } };
    return { status: response.status, text: body.result?.text ?? response.statusText, errors: body.result?.errors };
  } catch {
    return { status: response.status, text: response.statusText };
  }
}

/**
 * Posts one action as form data to its endpoint and decodes the answer by the action's reply
 * kind. A 401, 403 or 405 ends the session once; the route guards then go to the login page.
 */
export const wireBaseQuery: BaseQueryFn<WireArgs, unknown, WireError> = async (args, api) => {
  const state = api.getState() as WithSession;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${args.action.endpoint}`, {
      method: 'POST',
      body: formBody(args, state.session.user?.token),
      signal: api.signal,
    });
  } catch (err) {
    return { error: { status: 0, text: err instanceof Error ? err.message : 'Network error' } };
  }
  if (SESSION_ENDING.has(response.status) && args.action.permissions !== null) {
    if ((api.getState() as WithSession).session.user) api.dispatch(endedByServer());
    return { error: await errorOf(response) };
  }
  if (args.action.reply === 'result') {
    // Sign-in and setup answer their envelope with a code; the screen reads code and text.
    try {
      return { data: await response.json() };
    } catch {
      return { error: { status: response.status, text: '' } };
    }
  }
  if (!response.ok) return { error: await errorOf(response) };
  switch (args.action.reply) {
    case 'success': {
      const text = await response.text();
      return text === SUCCESS ? { data: SUCCESS } : { error: { status: response.status, text } };
    }
    case 'file':
      return { data: await response.arrayBuffer() };
    default:
      return { data: await response.json() };
  }
};
