import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  HTTP_ERROR_TEXT,
  CREATED_ID_HEADER,
  CONTRACT_SKEW_TEXT,
  CONTRACT_VERSION,
  CONTRACT_VERSION_HEADER,
  SUCCESS,
  fieldErrors,
  holdsAll,
  holdsAny,
  sameMajor,
  type ActionDef,
  type Endpoint,
  type FieldErrors,
} from '@dss/contract';
import { auditedTransaction } from '../audit/audited-transaction';
import { READ_ONLY_ACTIONS, SELF_AUDITED_ACTIONS } from '../audit/read-only-actions';
import { sessionsMayHaveChanged } from '../auth/session-cache';
import { authenticate } from '../auth/sessions';
import {
  ActionRefused,
  type ActionContext,
  type ActionHandler,
  type CreatedRecord,
  type FileReply,
  type ResultReply,
} from './handler';
import { noteAction } from './access-log';
import { sendConditional } from './conditional-reply';
import { MalformedForm, readFields, UploadTooLarge, type FormFields } from './read-form';
import { ReplyDrifted, checkReply } from './reply-check';
import type { OutboxSender } from '../mail/outbox-sender';

type Services = Omit<ActionContext, 'staff' | 'files' | 'clientIp' | 'log'> & {
  /** sends the mail a write action queued, once its transaction has committed */
  outbox: OutboxSender;
};

/** Actions a staff member who must choose a new password may still call. */
const ALLOWED_BEFORE_NEW_PASSWORD = new Set(['changeownpassword', 'quickinfo']);

/** Every action but the read-only ones and sign-in/sign-out runs in one audited transaction. */
function isAudited(action: ActionDef): boolean {
  return !READ_ONLY_ACTIONS.has(action.field) && !SELF_AUDITED_ACTIONS.has(action.field);
}

function envelope(reply: FastifyReply, status: number, text: string, errors?: FieldErrors) {
  return reply.code(status).send({ result: { code: 0, text, ...(errors ? { errors } : {}) } });
}

/**
 * Registers the three endpoints. Each request names its action by one form field; the action's
 * declaration says who may call it and how its fields are validated, and its handler does the
 * work. Every action must have exactly one handler. An action is picked by which of its
 * endpoint's action fields the form holds; the contract's wire check keeps those apart from every
 * request's own fields (packages/contract/compat/field-collisions.ts).
 */
export function registerEndpoints(
  app: FastifyInstance,
  actions: readonly ActionDef[],
  handlers: readonly ActionHandler[],
  services: Services,
) {
  const byField = new Map<string, ActionHandler>();
  for (const handler of handlers) {
    if (byField.has(handler.action.field)) throw new Error(`Two handlers for action '${handler.action.field}'.`);
    byField.set(handler.action.field, handler);
  }
  const missing = actions.filter((a) => !byField.has(a.field)).map((a) => a.field);
  if (missing.length) throw new Error(`Actions without a handler: ${missing.join(', ')}`);

  for (const endpoint of Object.values(ENDPOINTS)) {
    const own = new Map(actions.filter((a) => a.endpoint === endpoint).map((a) => [a.field, byField.get(a.field)!]));
    app.post(`/api/${endpoint}`, (request, reply) => dispatch(endpoint, own, request, reply, services));
  }
}

async function dispatch(
  endpoint: Endpoint,
  handlers: ReadonlyMap<string, ActionHandler>,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
) {
  // Every answer names the wire it speaks; a browser app built against another major is told to
  // reload before anything else is read (docs/decisions/versioned-wire.md).
  reply.header(CONTRACT_VERSION_HEADER, CONTRACT_VERSION);
  const callerVersion = request.headers[CONTRACT_VERSION_HEADER.toLowerCase()];
  if (typeof callerVersion === 'string' && !sameMajor(callerVersion)) return envelope(reply, 409, CONTRACT_SKEW_TEXT);

  let form: FormFields;
  try {
    form = await readFields(request);
  } catch (err) {
    if (err instanceof MalformedForm) return envelope(reply, 400, HTTP_ERROR_TEXT.malformed);
    throw err;
  }
  // The form names its action by a field: exactly one of the endpoint's action fields.
  let handler: ActionHandler | undefined;
  for (const key of Object.keys(form.fields)) {
    const named = handlers.get(key);
    if (!named) continue;
    if (handler) return envelope(reply, 400, HTTP_ERROR_TEXT.unknownAction);
    handler = named;
  }
  if (!handler) return envelope(reply, 400, HTTP_ERROR_TEXT.unknownAction);
  const { action } = handler;
  const logged = noteAction(request, action.field);

  let staff = null;
  if (action.permissions !== null) {
    staff = await authenticate(services.db, form.fields.token, services.config.sessionIdleMinutes);
    if (!staff) return envelope(reply, 401, HTTP_ERROR_TEXT.unauthorised);
    logged.staff = staff.staffId;
    const adminEndpoint = endpoint === ENDPOINTS.officeAdmin && !staff.permissions.includes('admin');
    const passwordFirst = staff.mustChangePassword && !ALLOWED_BEFORE_NEW_PASSWORD.has(action.field);
    const privileged = holdsAll(staff.permissions, action.privileges ?? []);
    if (adminEndpoint || passwordFirst || !privileged || !holdsAny(staff.permissions, action.permissions)) {
      return envelope(reply, 403, HTTP_ERROR_TEXT.forbidden);
    }
  }

  // Files are read only now, once the caller is known to be allowed (read-form.ts).
  let files;
  try {
    files = await form.readFiles();
  } catch (err) {
    if (err instanceof MalformedForm) return envelope(reply, 400, HTTP_ERROR_TEXT.malformed);
    if (err instanceof UploadTooLarge) return envelope(reply, 413, 'PDF Document file size should be less than 4 MB!');
    throw err;
  }

  const parsed = action.request.safeParse(form.fields);
  if (!parsed.success) return envelope(reply, 422, HTTP_ERROR_TEXT.invalid, fieldErrors(parsed.error));

  const ctx: ActionContext = { db: services.db, config: services.config, staff, files, clientIp: request.ip, log: request.log };
  const write = async (prepared?: unknown) => {
    if (!isAudited(action)) return handler.run(ctx, parsed.data, prepared);
    const written = await auditedTransaction(services.db, { staffId: staff?.staffId ?? null, action: action.field }, (db) =>
      handler.run({ ...ctx, db }, parsed.data, prepared),
    );
    // Committed: mail it queued goes now, in the background (docs/decisions/mail-outbox-and-reminders.md).
    services.outbox.wake();
    return written;
  };
  let result: unknown;
  try {
    // Work a handler does before its transaction opens (handleAround in handler.ts).
    result = handler.around ? await handler.around(ctx, parsed.data, write) : await write();
  } catch (err) {
    if (err instanceof ActionRefused) return envelope(reply, err.status, err.text);
    throw err;
  } finally {
    // Before the reply goes: the caller's next request must see a session this write ended.
    if (!READ_ONLY_ACTIONS.has(action.field)) sessionsMayHaveChanged(services.db);
  }
  if (services.config.checkReplies) {
    try {
      checkReply(action, result);
    } catch (err) {
      if (!(err instanceof ReplyDrifted)) throw err;
      request.log.error({ action: action.field, problems: err.problems }, 'reply does not match its declared schema');
      return envelope(reply, 500, HTTP_ERROR_TEXT.internal);
    }
  }

  switch (action.reply) {
    case 'success':
      return reply.type('text/plain; charset=utf-8').send(SUCCESS);
    case 'created': {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a 'created' action's handler returns a CreatedRecord (HandlerResult in handler.ts); the handler map, typed by ActionDef, no longer says so
      const { id } = result as CreatedRecord;
      return reply.header(CREATED_ID_HEADER, String(id)).type('text/plain; charset=utf-8').send(SUCCESS);
    }
    case 'json':
      return action.polled ? sendConditional(request, reply, result) : reply.send(result);
    case 'result': {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a 'result' action's handler returns a ResultReply (HandlerResult in handler.ts); the handler map, typed by ActionDef, no longer says so
      const { status = 200, ...body } = result as ResultReply<unknown>;
      return reply.code(status).send({ result: body });
    }
    case 'file': {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a 'file' action's handler returns a FileReply (HandlerResult in handler.ts); the handler map, typed by ActionDef, no longer says so
      const file = result as FileReply;
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body instanceof Readable ? file.body : Buffer.from(file.body));
    }
  }
}
