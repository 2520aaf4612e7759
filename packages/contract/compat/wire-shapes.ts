import { zodToJsonSchema } from 'zod-to-json-schema';
import type { ZodTypeAny } from 'zod';
import { ALL_ACTIONS } from '../src/all-actions';
import { CONTRACT_VERSION } from '../src/wire/version';
import type { ActionDef } from '../src/wire/action';

/** A JSON Schema as zod-to-json-schema writes it (draft 2019-09 keywords, no $refs). */
export type JsonSchema = { [keyword: string]: unknown };

/** One action's wire shape: where it goes, who may call it, what it takes and answers. */
export interface ActionShape {
  endpoint: string;
  permissions: string[] | null;
  privileges: string[];
  reply: string;
  /** The form fields as the wire carries them (the schema's input, before transforms). */
  request: JsonSchema;
  /** The JSON reply (json) or the envelope's data (result); the other kinds are fixed. */
  response?: JsonSchema;
}

export interface WireSnapshot {
  version: string;
  actions: Record<string, ActionShape>;
}

function jsonSchemaOf(schema: ZodTypeAny, io: 'input' | 'output'): JsonSchema {
  const json = zodToJsonSchema(schema, {
    $refStrategy: 'none',
    effectStrategy: 'input',
    pipeStrategy: io,
    removeAdditionalStrategy: 'passthrough',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Whether a value is a JSON Schema object (not a list, not a boolean schema). */
export const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record of fields with no prototype, so `name in fields` is true only for the request's own. */
const fieldRecord = (entries: Iterable<[string, JsonSchema]>): Record<string, JsonSchema> =>
  Object.assign(Object.create(null), Object.fromEntries(entries));

/**
 * The form fields a request declares, each with its JSON Schema: the properties of the object
 * inside any refinements, transforms and pipelines (read as their input), and of every schema of
 * an intersection or a union. Null when the request holds no object. Read through the converter's
 * public API, so nothing here depends on how the schema library keeps its schemas.
 */
export function fieldsOf(request: JsonSchema): Record<string, JsonSchema> | null {
  const parts = [request.allOf, request.anyOf, request.oneOf].find(Array.isArray);
  if (parts) {
    const all = parts.map((part: unknown) => (isSchema(part) ? fieldsOf(part) : null));
    return all.every((fields) => fields !== null) ? fieldRecord(all.flatMap((fields) => Object.entries(fields))) : null;
  }
  const { properties } = request;
  if (!isSchema(properties)) return null;
  return fieldRecord(Object.entries(properties).map(([name, field]) => [name, isSchema(field) ? field : {}]));
}

const requestSchemas = new WeakMap<ActionDef, JsonSchema>();

/** An action's request as the wire carries it (its input), converted once per action. */
function requestSchemaOf(action: ActionDef): JsonSchema {
  let schema = requestSchemas.get(action);
  if (!schema) requestSchemas.set(action, (schema = jsonSchemaOf(action.request, 'input')));
  return schema;
}

const parsedRequestSchemas = new WeakMap<ActionDef, JsonSchema>();

/**
 * An action's request as JSON Schema, converted once per action and side. Its input is what the
 * wire carries, as the snapshots and requestFields read it. Its output reads each pipeline as the
 * schema it ends in, so a JSON text field (the contract's jsonText) is the list or object its text
 * holds, where the input has a string; refinements and transforms read as their input on both
 * sides. For test code that builds requests (the fuzzer); the schema is shared, not to be changed.
 */
export function requestSchema(action: ActionDef, io: 'input' | 'output' = 'input'): JsonSchema {
  if (io === 'input') return requestSchemaOf(action);
  let schema = parsedRequestSchemas.get(action);
  if (!schema) parsedRequestSchemas.set(action, (schema = jsonSchemaOf(action.request, 'output')));
  return schema;
}

/** An action's request fields: fieldsOf its request's schema. */
export function requestFields(action: ActionDef): Record<string, JsonSchema> | null {
  return fieldsOf(requestSchemaOf(action));
}

function shapeOf(action: ActionDef): ActionShape {
  return {
    endpoint: action.endpoint,
    permissions: action.permissions ? [...action.permissions].sort() : null,
    privileges: [...(action.privileges ?? [])].sort(),
    reply: action.reply,
    request: requestSchemaOf(action),
    ...(action.response ? { response: jsonSchemaOf(action.response, 'output') } : {}),
  };
}

/** The wire as this copy of the contract declares it, actions in field order. */
export function currentWire(actions: readonly ActionDef[] = ALL_ACTIONS): WireSnapshot {
  const sorted = [...actions].sort((a, b) => a.field.localeCompare(b.field));
  return { version: CONTRACT_VERSION, actions: Object.fromEntries(sorted.map((a) => [a.field, shapeOf(a)])) };
}
