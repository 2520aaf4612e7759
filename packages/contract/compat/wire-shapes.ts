import { z } from 'zod';
import { ALL_ACTIONS } from '../src/all-actions';
import { CONTRACT_VERSION } from '../src/wire/version';
import type { ActionDef } from '../src/wire/action';

/**
 * A JSON Schema as the wire snapshots hold it: zod's own converter's output (no $refs), in the
 * shape the snapshots have been written in since wire 1.0.0 (see `asSnapshotted`).
 */
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

function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const override = io === 'output' ? readTransformsAsInput : undefined;
  const json = asSnapshotted(z.toJSONSchema(schema, { io, unrepresentable: 'any', override }));
  delete json.$schema;
  return json;
}

/**
 * On the output side a transform reads as what it takes (zod's converter says 'any'), as it did
 * before zod 4; a pipeline still reads as the schema it ends in, so a JSON text field is the list
 * or object its text holds.
 */
function readTransformsAsInput(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const { zodSchema, jsonSchema } = ctx;
  if (!(zodSchema instanceof z.ZodPipe && zodSchema.out instanceof z.ZodTransform)) return;
  for (const keyword of Object.keys(jsonSchema)) delete jsonSchema[keyword];
  Object.assign(jsonSchema, jsonSchemaOf(zodSchema.in, 'output'));
}

const EMAIL_PATTERN = z.regexes.email.source;

/**
 * Writes what zod 4's converter says the way the snapshots of wire 1.0.0–1.3.0 (written by
 * zod-to-json-schema from zod 3 schemas) say the same thing, so a schema that did not change reads
 * the same and the compatibility check compares like with like: a strip object has
 * `additionalProperties: false` and a loose one `true`, a field of any value is not required, an
 * e-mail is its format without the pattern zod 4 adds, an integer is not bounded to the safe
 * range, literals of one type are an enum, a discriminated union an anyOf, a record's keys are not
 * restated, a tuple's items are a list.
 */
function asSnapshotted(node: unknown): JsonSchema {
  const schema: JsonSchema = {};
  if (!isSchema(node)) return schema;
  for (const [keyword, value] of Object.entries(node))
    schema[keyword] = Array.isArray(value)
      ? value.map((item) => (isSchema(item) ? asSnapshotted(item) : item))
      : isSchema(value)
        ? asSnapshotted(value)
        : value;
  if (schema.type === 'object' && isSchema(schema.properties)) {
    const { properties } = schema;
    if (!('additionalProperties' in schema)) schema.additionalProperties = false;
    else if (isSchema(schema.additionalProperties) && !Object.keys(schema.additionalProperties).length)
      schema.additionalProperties = true;
    if (Array.isArray(schema.required)) {
      const required = schema.required.filter((key: string) => {
        const field = properties[key];
        return isSchema(field) && Object.keys(field).length > 0;
      });
      if (required.length) schema.required = required;
      else delete schema.required;
    }
  }
  if (
    schema.type === 'object' &&
    isSchema(schema.propertyNames) &&
    Object.keys(schema.propertyNames).length === 1 &&
    schema.propertyNames.type === 'string'
  )
    delete schema.propertyNames;
  if (Array.isArray(schema.oneOf)) {
    schema.anyOf = schema.oneOf;
    delete schema.oneOf;
  }
  if (Array.isArray(schema.prefixItems) && schema.items === false) {
    schema.items = schema.prefixItems;
    delete schema.prefixItems;
  }
  if (schema.type === 'integer') {
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
    if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
  }
  if (schema.format === 'email') {
    const patterns = [
      ...(schema.pattern === undefined ? [] : [{ pattern: schema.pattern }]),
      ...(Array.isArray(schema.allOf) ? schema.allOf : []),
    ].filter((part) => !(isSchema(part) && part.pattern === EMAIL_PATTERN));
    delete schema.pattern;
    delete schema.allOf;
    if (patterns.length === 1 && isSchema(patterns[0])) schema.pattern = patterns[0].pattern;
    else if (patterns.length) schema.allOf = patterns;
  }
  const { anyOf } = schema;
  if (Array.isArray(anyOf) && anyOf.length > 1) {
    const literals = anyOf.filter(
      (part): part is JsonSchema => isSchema(part) && 'const' in part && Object.keys(part).length === 2,
    );
    const type = literals[0]?.type;
    if (literals.length === anyOf.length && literals.every((part) => part.type === type)) {
      delete schema.anyOf;
      schema.type = type;
      schema.enum = literals.map((part) => part.const);
    }
  }
  return schema;
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
