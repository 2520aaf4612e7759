import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActionDef, ParsedRequestOf, ResponseOf, SuccessWord } from '@dss/contract';
import type { StaffPrincipal } from '../auth/staff-access';
import type { ServerConfig } from '../config';
import type { Database } from '../db/tables';

/** An uploaded file, read whole into memory (uploads are under 4,000,000 bytes). */
export interface UploadedFile {
  field: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export interface ActionContext {
  db: Kysely<Database>;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** The signed-in staff member; null only for sign-in and setup actions. */
  staff: StaffPrincipal | null;
  files: UploadedFile[];
  clientIp: string;
}

export interface FileReply {
  fileName: string;
  contentType: string;
  /** the bytes, or a stream the reply pipes out as it is written (exports of a whole tax year) */
  body: Buffer | Uint8Array | Readable;
}

/** The `{ result }` envelope of login and setup; `status` is the HTTP status (200 by default). */
export interface ResultReply<D> {
  code: number;
  text: string;
  data?: D;
  status?: number;
}

/** The record a `created` save made; the dispatcher names its id beside the SUCCESS word. */
export interface CreatedRecord {
  id: number;
}

/** What a handler returns for each reply kind of its action. */
export type HandlerResult<A extends ActionDef> = A['reply'] extends 'success'
  ? SuccessWord
  : A['reply'] extends 'created'
    ? CreatedRecord
    : A['reply'] extends 'file'
      ? FileReply
      : A['reply'] extends 'result'
        ? ResultReply<ResponseOf<A>>
        : ResponseOf<A>;

export interface ActionHandler<A extends ActionDef = ActionDef> {
  action: A;
  run(ctx: ActionContext, input: ParsedRequestOf<A>, prepared?: unknown): Promise<HandlerResult<A>>;
  /** See handleAround. */
  around?(
    ctx: ActionContext,
    input: ParsedRequestOf<A>,
    write: (prepared: unknown) => Promise<HandlerResult<A>>,
  ): Promise<HandlerResult<A>>;
}

/** Binds a handler to the action it serves, typed by the action's declaration. */
export function handle<A extends ActionDef>(
  action: A,
  run: (ctx: ActionContext, input: ParsedRequestOf<A>) => Promise<HandlerResult<A>>,
): ActionHandler<A> {
  return { action, run };
}

/**
 * Binds a handler with work to do before the action's transaction opens: `around` runs first,
 * outside it (its `ctx.db` is no transaction, so it only reads), and `write(prepared)` opens the
 * transaction and runs `run` with `prepared`; a retried transaction reuses it. For slow work no
 * lock needs (hashing a password holds no connection while it runs) and for a request that
 * should wait for one in flight rather than hold a transaction meanwhile.
 */
export function handleAround<A extends ActionDef, P>(
  action: A,
  steps: {
    around: (
      ctx: ActionContext,
      input: ParsedRequestOf<A>,
      write: (prepared: P) => Promise<HandlerResult<A>>,
    ) => Promise<HandlerResult<A>>;
    run: (ctx: ActionContext, input: ParsedRequestOf<A>, prepared: P) => Promise<HandlerResult<A>>;
  },
): ActionHandler<A> {
  // The transaction hands `run` what `around` prepared; the dispatcher sees it as unknown.
  return { action, ...steps };
}

/**
 * A business rule refused the action (e.g. nothing to assign): answered with `status` and
 * `{ result: { code: 0, text } }`, which the screens show as their failure message.
 */
export class ActionRefused extends Error {
  constructor(
    readonly text: string,
    readonly status = 409,
  ) {
    super(text);
  }
}

export function staffOf(ctx: ActionContext): StaffPrincipal {
  if (!ctx.staff) throw new Error('This action needs a signed-in staff member.');
  return ctx.staff;
}
