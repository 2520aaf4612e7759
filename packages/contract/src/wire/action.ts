import type { z } from 'zod';
import type { Endpoint } from './endpoints';
import type { CreatedReply, FileDownload, ResultEnvelope, SuccessWord } from './replies';
import type { Permission } from '../auth/permissions';
import type { JsonText } from '../validation/fields';
import { CONTRACT_VERSION } from './version';

/**
 * How the server answers an action (document 1 §7, DESIGN §2):
 * - `json`: a JSON document of the declared response type;
 * - `success`: the plain word SUCCESS (anything else is failure);
 * - `created`: SUCCESS too, with the new record's id in the X-Created-Id header (Add Staff);
 * - `result`: `{ result: { code, text, data } }` (login, setup);
 * - `file`: a binary download with a file name.
 */
export type ReplyKind = 'json' | 'success' | 'created' | 'result' | 'file';

/**
 * One action of the wire protocol, declared once: the server's dispatcher and the
 * client's RTK Query endpoints are both built from it.
 */
export interface ActionDef<Req extends z.ZodTypeAny = z.ZodTypeAny, Res = unknown, K extends ReplyKind = ReplyKind> {
  /** The form field that names the action on the wire, e.g. `staffweblogin`. */
  readonly field: string;
  readonly endpoint: Endpoint;
  /** The caller must hold at least one of these; `null` only for sign-in and setup. */
  readonly permissions: readonly Permission[] | null;
  /**
   * Privileges the caller must also hold, every one of them (the reports actions need 'user'
   * and the 'reports' privilege); refused with 403 like a missing permission.
   */
  readonly privileges?: readonly Permission[];
  /**
   * Validates the form fields (all strings on the wire) with the spec's messages. A production
   * browser build drops it, and `response`, at build time: the browser never parses with them there
   * (docs/decisions/production-browser-builds-carry-no-action-schemas.md). A screen validates with
   * the contract's form schemas, from which requests are built, never with an action's request.
   */
  readonly request: Req;
  readonly reply: K;
  /**
   * The reply's declared shape: the JSON body of a `json` action, the envelope's `data` of a
   * `result` action. The other kinds' replies are fixed by their kind (the word, the created
   * id, a file), so they declare none. Checked by the server's dispatcher and the client outside
   * production builds (docs/decisions/versioned-wire.md).
   */
  readonly response?: z.ZodType<Res, unknown>;
  /**
   * Polled by open screens (the bell): a JSON reply carries an ETag, and a call sending that
   * ETag back in If-None-Match while the reply is unchanged answers 304 with no body.
   */
  readonly polled?: true;
  /**
   * The contract version this declaration was built with: each app bundles its own copy of the
   * contract, so the action a remote calls carries the version the remote was built against.
   */
  readonly contract: string;
}

/** Type-only key of an `ActionRef`'s declaration: never present at run time. */
declare const declaration: unique symbol;

/**
 * An action as a caller sends it: its declaration without the request and reply schemas, typed
 * as the declaration it stands for. The shared api sends its own actions by ref
 * (`action-refs.ts`), so the sign-in page loads no schema library.
 */
export type ActionRef<A extends ActionDef = ActionDef> = Omit<A, 'request' | 'response'> & { readonly [declaration]?: A };

/**
 * A request's fields as declared: zod types an object of no fields as `Record<string, never>`,
 * whose index signature would read as "any field"; a request declares only its named fields.
 */
type DeclaredFields<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};
export type RequestOf<A> = A extends ActionDef<infer Req, unknown, ReplyKind> ? DeclaredFields<z.input<Req>> : never;
/** One request field as a screen passes it: the value itself (a JSON field's list), not its wire text. */
export type FieldValue<T> = T extends JsonText<infer U> ? U : T extends string ? string | number | boolean : T;
/** A request schema's fields as a screen passes them: `z.input`, each field as its value. */
export type RequestValues<S extends z.ZodTypeAny> = {
  [K in keyof DeclaredFields<z.input<S>>]: FieldValue<z.input<S>[K]>;
};
/** An action's request fields as a screen passes them. */
export type RequestValuesOf<A> = A extends ActionDef<infer Req, unknown, ReplyKind> ? RequestValues<Req> : never;
export type ParsedRequestOf<A> = A extends ActionDef<infer Req, unknown, ReplyKind> ? z.output<Req> : never;
export type ResponseOf<A> = A extends ActionDef<z.ZodTypeAny, infer Res, ReplyKind> ? Res : never;

/** What the client receives for an action, by its reply kind. */
export type DecodedReplyOf<A> =
  A extends ActionDef<z.ZodTypeAny, infer Res, infer K>
    ? K extends 'result'
      ? ResultEnvelope<Res>
      : K extends 'success'
        ? SuccessWord
        : K extends 'created'
          ? CreatedReply
          : K extends 'file'
            ? FileDownload
            : Res
    : never;

/** The fixed reply of each kind that declares no schema. */
interface FixedReplies {
  success: SuccessWord;
  created: CreatedReply;
  file: FileDownload;
}

type Declared<Req extends z.ZodTypeAny, K extends ReplyKind> = Omit<ActionDef<Req, never, K>, 'response' | 'contract'>;

/**
 * Declares an action. A `json` or `result` action declares its reply's schema as `response`,
 * and its reply type is that schema's output; the other kinds' replies are fixed by the kind.
 */
export function defineAction<Req extends z.ZodTypeAny, K extends keyof FixedReplies>(
  def: Declared<Req, K>,
): ActionDef<Req, FixedReplies[K], K>;
export function defineAction<Req extends z.ZodTypeAny, K extends 'json' | 'result', S extends z.ZodTypeAny>(
  def: Declared<Req, K> & { response: S },
): ActionDef<Req, z.output<S>, K>;
export function defineAction(def: Declared<z.ZodTypeAny, ReplyKind> & { response?: z.ZodTypeAny }): ActionDef {
  // A production browser build has dropped both schemas (packages/build/strip-action-schemas-loader.cjs).
  const stripped = def.request === undefined;
  if (!stripped && (def.reply === 'json' || def.reply === 'result') !== Boolean(def.response))
    throw new Error(`'${def.field}': a json or result action declares its reply schema, and only those do.`);
  return { ...def, contract: CONTRACT_VERSION };
}
