import { keyOrderFree } from './sorted-keys';
import type { JsonSchema, WireSnapshot } from './wire-shapes';

/**
 * How a wire changed from one snapshot to the next. Breaking: an older caller can no longer talk
 * to the newer server, or a newer caller to an older server it was told it may reach:
 * - an action removed, or its endpoint or reply kind changed;
 * - a request that now refuses something it took (a field made required, a type changed, a
 *   length, pattern or list of values narrowed);
 * - a reply that may now hold what an older reader does not expect (a field removed or made
 *   optional or nullable, a type changed, a list of values widened).
 * Additive: everything else that differs (an action or an optional request field added, a reply
 * field added, a permission changed).
 */
export interface WireChanges {
  breaking: string[];
  additive: string[];
}

type Direction = 'request' | 'response';

export function wireChanges(before: WireSnapshot, after: WireSnapshot): WireChanges {
  const changes: WireChanges = { breaking: [], additive: [] };
  for (const [field, old] of Object.entries(before.actions)) {
    const now = after.actions[field];
    if (!now) {
      changes.breaking.push(`${field}: action removed`);
      continue;
    }
    if (now.endpoint !== old.endpoint) changes.breaking.push(`${field}: endpoint ${old.endpoint} → ${now.endpoint}`);
    if (now.reply !== old.reply) changes.breaking.push(`${field}: reply kind ${old.reply} → ${now.reply}`);
    if (JSON.stringify([old.permissions, old.privileges]) !== JSON.stringify([now.permissions, now.privileges]))
      changes.additive.push(`${field}: who may call it changed`);
    compare('request', old.request, now.request, `${field} request`, changes);
    if (old.response || now.response) compare('response', old.response ?? {}, now.response ?? {}, `${field} reply`, changes);
  }
  for (const field of Object.keys(after.actions)) if (!before.actions[field]) changes.additive.push(`${field}: action added`);
  return changes;
}

/** The JSON types a schema allows ('null' included when nullable), or null for any. */
function typesOf(schema: JsonSchema): Set<string> | null {
  if (Array.isArray(schema.anyOf)) {
    const parts = (schema.anyOf as JsonSchema[]).map(typesOf);
    return parts.some((p) => p === null) ? null : new Set(parts.flatMap((p) => [...p!]));
  }
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set((schema.enum as unknown[]).map(jsonTypeOf));
  if (schema.type === undefined) return null;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  return new Set(types.map((t) => (t === 'integer' ? 'number' : t)));
}

function jsonTypeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** The literal values a schema allows, or null when it is not a list of values. */
function valuesOf(schema: JsonSchema): Set<string> | null {
  if (schema.const !== undefined) return new Set([JSON.stringify(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set((schema.enum as unknown[]).map((v) => JSON.stringify(v)));
  if (Array.isArray(schema.anyOf)) {
    const parts = (schema.anyOf as JsonSchema[]).map(valuesOf);
    return parts.some((p) => p === null) ? null : new Set(parts.flatMap((p) => [...p!]));
  }
  return null;
}

/** The part of an `anyOf` (or the schema itself) that is not null, for looking inside it. */
function nonNull(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.anyOf)) return schema;
  const parts = (schema.anyOf as JsonSchema[]).filter((p) => p.type !== 'null');
  return parts.length === 1 ? parts[0]! : schema;
}

const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

/**
 * Compares one schema before and after. A request must take at least what it took (after ⊇
 * before); a reply must hold at most what it held (after ⊆ before).
 */
function compare(direction: Direction, before: JsonSchema, after: JsonSchema, where: string, changes: WireChanges) {
  // `narrow` must allow no more than `wide`: the reply after than before, the request before than after.
  const [narrow, wide] = direction === 'response' ? [after, before] : [before, after];
  const narrowTypes = typesOf(narrow);
  const wideTypes = typesOf(wide);
  if (wideTypes && (!narrowTypes || !subset(narrowTypes, wideTypes))) {
    changes.breaking.push(`${where}: type ${describe(before)} → ${describe(after)}`);
    return;
  }
  const narrowValues = valuesOf(narrow);
  const wideValues = valuesOf(wide);
  if (wideValues && (!narrowValues || !subset(narrowValues, wideValues))) {
    changes.breaking.push(`${where}: values ${describe(before)} → ${describe(after)}`);
    return;
  }
  if (keyOrderFree(before) === keyOrderFree(after)) return;
  if (narrowValues && wideValues) {
    changes.additive.push(`${where}: values ${describe(before)} → ${describe(after)}`);
    return;
  }

  const [b, a] = [nonNull(before), nonNull(after)];
  if (b.type === 'object' || a.type === 'object') return compareObjects(direction, b, a, where, changes);
  if (b.type === 'array' && a.type === 'array') {
    if (direction === 'request') narrowedLimits(b, a, where, changes);
    return compare(direction, (b.items as JsonSchema) ?? {}, (a.items as JsonSchema) ?? {}, `${where}[]`, changes);
  }
  // A request value whose rules changed other than by loosening a limit may refuse what it took.
  if (direction === 'request' && !narrowedLimits(b, a, where, changes) && !sameBesidesLimits(b, a))
    changes.breaking.push(`${where}: its rules changed`);
  else if (direction === 'response') changes.additive.push(`${where}: changed`);
  else changes.additive.push(`${where}: a limit loosened`);
}

function compareObjects(direction: Direction, before: JsonSchema, after: JsonSchema, where: string, changes: WireChanges) {
  const props = (s: JsonSchema) => (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = (s: JsonSchema) => new Set((s.required ?? []) as string[]);
  const [bProps, aProps, bReq, aReq] = [props(before), props(after), required(before), required(after)];
  for (const key of new Set([...Object.keys(bProps), ...Object.keys(aProps)])) {
    const at = `${where}.${key}`;
    if (direction === 'response') {
      if (bReq.has(key) && !aReq.has(key)) changes.breaking.push(`${at}: ${aProps[key] ? 'made optional' : 'removed'}`);
      else if (!bProps[key]) changes.additive.push(`${at}: added`);
      else if (!aProps[key]) changes.additive.push(`${at}: optional field removed`);
    } else {
      if (aReq.has(key) && !bReq.has(key)) changes.breaking.push(`${at}: ${bProps[key] ? 'made required' : 'added as required'}`);
      else if (!bProps[key]) changes.additive.push(`${at}: added`);
      else if (!aProps[key]) changes.additive.push(`${at}: no longer read`);
    }
    if (bProps[key] && aProps[key]) compare(direction, bProps[key], aProps[key], at, changes);
  }
}

const LIMITS = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'];

function sameBesidesLimits(before: JsonSchema, after: JsonSchema): boolean {
  const rest = (s: JsonSchema) =>
    keyOrderFree(Object.fromEntries(Object.entries(s).filter(([k]) => !LIMITS.includes(k) && k !== 'description')));
  return rest(before) === rest(after);
}

/** A request's limits may only loosen; answers whether one narrowed. */
function narrowedLimits(before: JsonSchema, after: JsonSchema, where: string, changes: WireChanges): boolean {
  const found = changes.breaking.length;
  const num = (s: JsonSchema, k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  for (const key of ['minLength', 'minItems', 'minimum', 'exclusiveMinimum']) {
    const [b, a] = [num(before, key), num(after, key)];
    if (a !== undefined && (b === undefined || a > b)) changes.breaking.push(`${where}: ${key} ${b ?? 'none'} → ${a}`);
  }
  for (const key of ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum']) {
    const [b, a] = [num(before, key), num(after, key)];
    if (a !== undefined && (b === undefined || a < b)) changes.breaking.push(`${where}: ${key} ${b ?? 'none'} → ${a}`);
  }
  return changes.breaking.length > found;
}

function describe(schema: JsonSchema): string {
  const values = valuesOf(schema);
  if (values) return [...values].join(' | ');
  const types = typesOf(schema);
  return types ? [...types].join(' | ') : 'any';
}
