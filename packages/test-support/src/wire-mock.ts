import {
  ALL_ACTIONS,
  API_BASE,
  fieldErrors,
  HTTP_ERROR_TEXT,
  CREATED_ID_HEADER,
  SUCCESS,
  type ActionDef,
  type FieldErrors,
  type ParsedRequestOf,
  type ResponseOf,
  type ResultEnvelope,
  type SuccessWord,
} from '@dss/contract';

/** One call a screen made, decoded as the server's dispatcher decodes it. */
export interface WireCall {
  action: ActionDef;
  endpoint: string;
  /** The form fields as posted (strings), without the token. */
  fields: Record<string, string>;
  files: { field: string; name: string }[];
  token?: string;
}

/** A refusal: the HTTP status and the `{ result: { code: 0, text, errors } }` the server sends. */
export interface Refusal {
  refused: true;
  status: number;
  text: string;
  errors?: FieldErrors;
}

/** A file answer: its text or bytes and the download name. */
export interface FileAnswer {
  file: string | Uint8Array;
  fileName: string;
}

type AnswerOf<A> = A extends { reply: 'success' }
  ? SuccessWord | string
  : A extends { reply: 'created' }
    ? { id: number }
    : A extends { reply: 'result' }
      ? ResultEnvelope<ResponseOf<A>>
      : A extends { reply: 'file' }
        ? FileAnswer
        : ResponseOf<A>;

export type Answerer<A extends ActionDef> = (
  input: ParsedRequestOf<A>,
  call: WireCall,
) => AnswerOf<A> | Refusal | Promise<AnswerOf<A> | Refusal>;

export interface ActionAnswer {
  action: ActionDef;
  answer: Answerer<ActionDef>;
}

/** How the test server answers `action`: typed by the action's declared request and reply. */
export function answer<A extends ActionDef>(action: A, answerer: Answerer<A>): ActionAnswer {
  return { action, answer: answerer as unknown as Answerer<ActionDef> };
}

/** A refusal with the server's status and text (and, for 422, field messages). */
export function refuse(status: number, text: string, errors?: FieldErrors): Refusal {
  return { refused: true, status, text, errors };
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && (value as Refusal).refused === true;
}

/** What a mocked fetch answers: jsdom has no Response, and the wire reads only these members. */
function response(status: number, body: string | Uint8Array, headers: Record<string, string> = {}): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    arrayBuffer: async () => bytes.slice().buffer,
    blob: async () => new Blob([bytes.slice()]),
  } as Response;
}

function envelope(status: number, text: string, errors?: FieldErrors) {
  return response(status, JSON.stringify({ result: { code: 0, text, ...(errors ? { errors } : {}) } }));
}

function readBody(body: BodyInit | null | undefined): Pick<WireCall, 'fields' | 'files'> {
  const fields: Record<string, string> = {};
  const files: WireCall['files'] = [];
  if (body instanceof FormData) {
    body.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
      else files.push({ field: key, name: (value as File).name });
    });
  } else {
    new URLSearchParams(body as URLSearchParams | string | undefined).forEach((value, key) => (fields[key] = value));
  }
  return { fields, files };
}

export interface WireMock {
  /** Every call, in order. */
  calls: WireCall[];
  /** The fields posted for one action, call by call. */
  sent(action: ActionDef): Record<string, string>[];
  /** Answers more actions from now on (later answers win). */
  on(...answers: ActionAnswer[]): void;
}

/**
 * Replaces fetch with a server built from the contract: each post is matched to its action by
 * endpoint and field, validated with the action's own request schema (a screen sending a field
 * the contract refuses gets the 422 the real server gives), and answered by the test's
 * `answer(action, …)`. Saves not answered otherwise answer SUCCESS; any other unanswered action
 * fails the call with a 500 naming it, so a test never passes on a reply it did not choose.
 */
export function mockWire(...answers: ActionAnswer[]): WireMock {
  const byField = new Map<string, Answerer<ActionDef>>();
  const calls: WireCall[] = [];
  const on = (...more: ActionAnswer[]) => more.forEach((a) => byField.set(`${a.action.endpoint} ${a.action.field}`, a.answer));
  on(...answers);

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const endpoint = String(input).replace(API_BASE, '');
    const { fields, files } = readBody(init?.body);
    const named = ALL_ACTIONS.filter((a) => a.endpoint === endpoint && a.field in fields);
    if (named.length !== 1) return envelope(400, HTTP_ERROR_TEXT.unknownAction);
    const action = named[0]!;
    const { token, ...posted } = fields;
    const call: WireCall = { action, endpoint, fields: posted, files, token };
    calls.push(call);

    const parsed = action.request.safeParse(posted);
    if (!parsed.success) return envelope(422, HTTP_ERROR_TEXT.invalid, fieldErrors(parsed.error));
    const answerer = byField.get(`${endpoint} ${action.field}`);
    if (!answerer) {
      if (action.reply === 'success') return response(200, SUCCESS);
      return envelope(500, `No answer for '${action.field}' in this test.`);
    }
    const reply = await answerer(parsed.data, call);
    if (isRefusal(reply)) return envelope(reply.status, reply.text, reply.errors);
    switch (action.reply) {
      case 'success':
        return response(200, reply as string);
      case 'created':
        return response(200, SUCCESS, { [CREATED_ID_HEADER]: String((reply as { id: number }).id) });
      case 'file': {
        const file = reply as FileAnswer;
        return response(200, file.file, { 'Content-Disposition': `attachment; filename="${file.fileName}"` });
      }
      default:
        return response(200, JSON.stringify(reply));
    }
  }) as typeof fetch;

  return { calls, sent: (action) => calls.filter((c) => c.action === action).map((c) => c.fields), on };
}
