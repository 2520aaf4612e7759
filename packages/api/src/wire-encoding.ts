import type { ActionDef, ActionRef, RequestOf, RequestValuesOf } from '@dss/contract';

/** The fields of an action's request, exactly as the contract declares them (`z.input`), as values. */
type FieldsOf<A> = RequestValuesOf<A>;

type HasRequired<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T] extends never ? false : true;

/**
 * The argument of an action's endpoint: its declared fields (required stay required, unknown
 * keys are a type error), or nothing when the action takes no fields or only optional ones.
 */
export type ArgsOf<A> = keyof RequestOf<A> extends never
  ? void
  : HasRequired<FieldsOf<A>> extends true
    ? FieldsOf<A>
    : FieldsOf<A> | void;

/** A file sent with an action's fields as multipart form data. */
export interface WireFile {
  field: string;
  file: Blob;
  fileName: string;
}

/** What the base query is given: the action, the screen's values and any files. */
export interface WireArgs {
  action: ActionDef;
  fields?: object | void;
  files?: readonly WireFile[];
}

/** A call as the wire sends it: the api's own endpoints send their action by ref (ref-endpoints.ts). */
export interface SentArgs extends Omit<WireArgs, 'action'> {
  action: ActionDef | ActionRef;
}

/** One value as form data carries it: numbers as digits, booleans as 1/0, lists and objects as JSON. */
function encodeValue(value: unknown): string | undefined {
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? '1' : '0';
    default:
      return value === null ? undefined : JSON.stringify(value);
  }
}

/**
 * The form fields of a call: the screen's values encoded, the action's own field (the wire names
 * an action by the presence of its field) and the session token where the action needs one.
 */
export function encodeFields(args: SentArgs, token: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(args.fields ?? {})) {
    const text = encodeValue(value);
    if (text !== undefined) fields[key] = text;
  }
  // Most actions are named by their field alone; a few carry a value in it (the terms file's `req`).
  if (!(args.action.field in fields)) fields[args.action.field] = '1';
  if (token && args.action.permissions !== null) fields.token = token;
  return fields;
}

/** The request body: URL-encoded, or multipart when there are files. */
export function formBody(args: SentArgs, token: string | undefined): URLSearchParams | FormData {
  const fields = encodeFields(args, token);
  if (!args.files?.length) return new URLSearchParams(fields);
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of args.files) form.append(f.field, f.file, f.fileName);
  return form;
}
