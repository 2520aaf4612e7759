import { createHash } from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import {
  ADD_VEHICLE_FILES,
  ADDRESS_FILE_FIELDS,
  ADI_GENDERS,
  GEAR_TYPES,
  GENDERS,
  REGISTER_FILE_NAMES,
  SETUP_TITLES,
  TEACHING_GEAR_OPTIONS,
  TIME_AWAY_TYPES,
  WORK_TYPES,
  type ActionDef,
} from '@dss/contract';
import { fieldsOf, isSchema, requestSchema, type JsonSchema } from '@dss/contract/wire-shapes';

/**
 * Bad payloads for one action, generated from its request schema: per field (missing, empty,
 * oversize, control characters, text that grows when upper-cased, numbers out of range, repeated,
 * malformed JSON and bad values inside JSON) and per request (malformed multipart, wrong content
 * types, lying files, deeply nested JSON, no token or another role's token). Each bad value
 * replaces one field of a baseline that passes the field's own checks, so the rest of the request
 * reaches the handler. A field that takes money, a date or an id gets the values that mean
 * something for its kind first (a pound with three decimals, 31/02, an id past the column), so
 * even the short pass sends them. Deterministic for a seed.
 *
 * The schema is read through public APIs only, so a new major of the schema library changes
 * nothing here: the fields, their lengths, declared values and whether they are required from the
 * request's JSON Schema (`@dss/contract/wire-shapes`, the converter the wire snapshots use), a
 * JSON field and what its text holds from the output side of that schema, and whether a value is
 * valid from the request's own `safeParse`.
 */

/** A request body as sent; the token is supplied at send time (sessions are renewed). */
export interface FuzzCase {
  label: string;
  /** Whose token goes with it: the caller allowed to run the action, none, or one without the role. */
  auth: 'caller' | 'none' | 'wrong-role';
  encode(token: string | undefined): { contentType?: string; body: string | Buffer };
  /** The payload, printable, for a failure report. */
  shown: string;
  /** Sent before the rest of its group: a value that means something for the field's kind, a lying file. */
  first?: boolean;
}

type Pairs = [string, string][];
/** Where a value sits inside a JSON field: keys and indexes from the field's own value. */
type Path = (string | number)[];

/** A small deterministic generator (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Strings tried, in order, for a valid value of a string field: the first the field accepts is used. */
const STRING_CANDIDATES = [
  '1',
  '2',
  '3',
  day(0),
  day(7),
  day(-30),
  '10:00',
  '12:00',
  'Fuzz',
  'Fuzz Tester',
  'fuzz@example.invalid',
  '07700900123',
  'E7 9HZ',
  'E7',
  'QQ123456C',
  'WHITF504125O99AB',
  '123456',
  '12345678',
  '123456789012',
  'AB12CDE',
  day(0).slice(0, 7),
  day(0).slice(0, 4),
  `${day(0)}T10:00`,
  `${day(0)} 10:00`,
  `${day(0)}T10:00:00Z`,
  '10.00',
  createHash('sha512').update('fuzz').digest('hex'),
  'ABCDE-FGHIJ-KLMNO-PQRST',
  'a'.repeat(12),
  // Codes a field checks by a refinement, which its JSON Schema cannot show: the first of each list.
  SETUP_TITLES[0],
  WORK_TYPES[0],
  ...[GEAR_TYPES, TEACHING_GEAR_OPTIONS, ADI_GENDERS, GENDERS, TIME_AWAY_TYPES].map((list) => list[0].value),
  'ABCDE-FGHIJ-KLMNO-PQRST-UVWXY',
  // A wall-clock date and time as a save call sends it (a time away's start and end).
  `${day(7)} 10:00:00`,
  `${day(7)} 12:00:00`,
];

/** The schemas a keyword lists (allOf, anyOf, oneOf, a tuple's items). */
function schemasAt(schema: JsonSchema, keyword: string): JsonSchema[] {
  const value = schema[keyword];
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

function typesOf(schema: JsonSchema): string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

function numberAt(schema: JsonSchema, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === 'number' ? value : undefined;
}

const unionOf = (schema: JsonSchema) => [...schemasAt(schema, 'anyOf'), ...schemasAt(schema, 'oneOf')];

/** A list or an object, or a choice that holds one. */
function isStructured(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  return (
    types.includes('object') ||
    types.includes('array') ||
    isSchema(schema.properties) ||
    schema.items !== undefined ||
    unionOf(schema).some(isStructured)
  );
}

/** The fields of a request that must be present: listed as required by its object or any of its parts. */
function requiredOf(schema: JsonSchema, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema.required)) for (const name of schema.required) if (typeof name === 'string') out.add(name);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) for (const part of schemasAt(schema, keyword)) requiredOf(part, out);
  return out;
}

/**
 * The tightest string length bound of a kind over a field's schemas (its input and its output,
 * each with its allOf parts, not into unions): the least maxLength, or the greatest minLength.
 */
function lengthBound(schemas: readonly (JsonSchema | undefined)[], kind: 'max' | 'min'): number | undefined {
  let bound: number | undefined;
  const visit = (schema: JsonSchema) => {
    const value = numberAt(schema, kind === 'max' ? 'maxLength' : 'minLength');
    if (value !== undefined) bound = kind === 'max' ? Math.min(bound ?? Infinity, value) : Math.max(bound ?? 0, value);
    schemasAt(schema, 'allOf').forEach(visit);
  };
  for (const schema of schemas) if (schema) visit(schema);
  return bound;
}

/**
 * The issues the action's request finds with one field: where each is inside the field's value
 * ([] for the field itself). The whole request is parsed (its public safeParse), the field alone
 * beside the action's own, and only issues about the field count: with zod 3 a required field
 * missing stops the rules across fields, so the field's own checks speak, as if its schema were
 * parsed alone. A parse that throws counts as an issue with the field.
 */
function issuesOf(action: ActionDef, name: string, value: string): Path[] {
  try {
    const parsed = action.request.safeParse({ [action.field]: '1', [name]: value });
    if (parsed.success) return [];
    return parsed.error.issues
      .filter((issue) => issue.path[0] === name)
      .map((issue) => issue.path.slice(1).map((key) => (typeof key === 'number' ? key : String(key))));
  } catch {
    return [[]];
  }
}

/** Numbers tried inside JSON, then every whole number of a short range (a day of the week). */
const NUMBER_CANDIDATES = [1, 2, 10, 100, 0];
/** What a place inside JSON falls back on when what its schema declares is refused. */
const ANY_CANDIDATES: unknown[] = [...STRING_CANDIDATES, ...NUMBER_CANDIDATES, true, false, null];

function rangeOf(schema: JsonSchema): number[] {
  const exclusiveLow = numberAt(schema, 'exclusiveMinimum');
  const exclusiveHigh = numberAt(schema, 'exclusiveMaximum');
  const low = numberAt(schema, 'minimum') ?? (exclusiveLow === undefined ? undefined : Math.floor(exclusiveLow) + 1);
  const high = numberAt(schema, 'maximum') ?? (exclusiveHigh === undefined ? undefined : Math.ceil(exclusiveHigh) - 1);
  if (low === undefined || high === undefined || high - low > 20) return [];
  return Array.from({ length: Math.max(0, Math.floor(high) - Math.ceil(low) + 1) }, (_, i) => Math.ceil(low) + i);
}

/** The values a place of a JSON value (not a list or object) may take, as its schema declares them. */
function leafCandidates(schema: JsonSchema): unknown[] {
  const options = unionOf(schema);
  if (options.length) return options.flatMap(leafCandidates);
  if (Array.isArray(schema.enum)) return [...schema.enum];
  if ('const' in schema) return [schema.const];
  const types = typesOf(schema);
  if (!types.length) return [...STRING_CANDIDATES, 1];
  return types.flatMap((type): unknown[] => {
    switch (type) {
      case 'string':
        return STRING_CANDIDATES;
      case 'number':
      case 'integer':
        return [...NUMBER_CANDIDATES, ...rangeOf(schema)];
      case 'boolean':
        // Unset first: a set flag often asks for more (a day's lunch break, its two times).
        return [false, true];
      case 'null':
        return [null];
      default:
        return [];
    }
  });
}

/**
 * Ajv for whether a JSON value meets its JSON Schema. Formats are not checked (the schemas name
 * formats the request's parse checks itself) and unknown keywords are let through; rules the
 * schema cannot say (a refinement) are left to the request's own parse.
 */
const ajv = new Ajv({ strict: false, validateFormats: false });
const validators = new WeakMap<JsonSchema, ValidateFunction>();

/** Whether a JSON value meets its JSON Schema, each schema compiled once. */
function fits(schema: JsonSchema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate(value);
}

const keyOf = (path: Path) => JSON.stringify(path);

/** Where a value is built: the n-th candidate each place takes, by its path, and how many each place has. */
interface Building {
  choices: Map<string, number>;
  places: Map<string, number>;
}

/**
 * A value for a JSON Schema: at each place the n-th of its candidates, those that fit first, n
 * from the choices (0 when unset) by the place's path. An object holds every property it declares;
 * a list its least number of items (one at least), the same ones, else the same number of items
 * told apart (the i-th takes its i-th candidate where there are enough: lists of distinct ids),
 * else none. `spread` is the item's index and its list's length in that second form.
 */
function buildJson(schema: JsonSchema, path: Path, at: Building, depth = 0, spread = { index: 0, length: 0 }): unknown {
  if (depth > 6) return null;
  const options = unionOf(schema);
  const key = keyOf(path);
  const choice = at.choices.get(key) ?? 0;
  let candidates: unknown[];
  if (options.some(isStructured)) {
    candidates = options.map((option) => buildJson(option, path, at, depth + 1, spread));
  } else if (isSchema(schema.properties) || (typesOf(schema).includes('object') && !options.length)) {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    candidates = [
      Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          buildJson(isSchema(property) ? property : {}, [...path, name], at, depth + 1, spread),
        ]),
      ),
    ];
  } else if (typesOf(schema).includes('array') && !options.length) {
    const tuple = schemasAt(schema, 'items');
    const { items } = schema;
    const length = Math.max(1, numberAt(schema, 'minItems') ?? 1);
    const item = isSchema(items) ? items : {};
    const list = (apart: boolean) =>
      Array.from({ length }, (_, i) => buildJson(item, [...path, i], at, depth + 1, apart ? { index: i, length } : undefined));
    candidates = tuple.length ? [tuple.map((t, i) => buildJson(t, [...path, i], at, depth + 1))] : [list(false), list(true), []];
  } else {
    const all = [...new Set([...leafCandidates(schema), ...ANY_CANDIDATES])];
    const fitting = all.filter((c) => fits(schema, c));
    const ordered = [...fitting, ...all.filter((c) => !fits(schema, c))];
    at.places.set(key, ordered.length);
    // An item of a list told apart takes its own of the fitting values, when there is one for each item.
    const apart = spread.length > 1 && fitting.length >= spread.length && choice < fitting.length;
    return ordered[apart ? (choice + spread.index) % fitting.length : Math.min(choice, ordered.length - 1)];
  }
  const ordered = [...candidates.filter((c) => fits(schema, c)), ...candidates.filter((c) => !fits(schema, c))];
  at.places.set(key, ordered.length);
  return ordered[Math.min(choice, ordered.length - 1)];
}

/**
 * A value the JSON field `name` of the action takes, when one is found: built from the JSON
 * Schema of what its text holds, then each place the request's parse finds an issue at moves to
 * its next candidate (the deepest place on the issue's path that has one), until the parse takes
 * it; else the first value built.
 */
function sampleJson(action: ActionDef, name: string, schema: JsonSchema): unknown {
  const choices = new Map<string, number>();
  let first: unknown;
  for (let round = 0; round < 60; round++) {
    const at = { choices, places: new Map<string, number>() };
    const value = buildJson(schema, [], at);
    if (round === 0) first = value;
    const issues = issuesOf(action, name, JSON.stringify(value));
    if (!issues.length) return value;
    const moved = new Set<string>();
    for (const path of issues) {
      for (let n = path.length; n >= 0; n--) {
        const key = keyOf(path.slice(0, n));
        const count = at.places.get(key);
        if (count === undefined || moved.has(key)) continue;
        const current = choices.get(key) ?? 0;
        if (current + 1 >= count) continue;
        choices.set(key, current + 1);
        moved.add(key);
        break;
      }
    }
    if (!moved.size) break;
  }
  return first;
}

/** Wire values declared by a field's schema (its enum and constants, through unions and parts). */
function declaredValues(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = [...(Array.isArray(schema.enum) ? schema.enum : []), ...('const' in schema ? [schema.const] : [])];
  const parts = ['anyOf', 'oneOf', 'allOf'].flatMap((keyword) => schemasAt(schema, keyword).flatMap(declaredValues));
  return [...own.filter((v): v is string => typeof v === 'string'), ...parts];
}

interface Field {
  name: string;
  required: boolean;
  max: number | undefined;
  min: number | undefined;
  /** What a JSON field's text holds (the output of its pipeline), as JSON Schema; undefined for other fields. */
  json: JsonSchema | undefined;
  /** A value for the JSON field's text, the request taking it when one was found. */
  jsonValue: unknown;
  /** Wire values the field accepts on its own, best first (empty when none was found). */
  valid: string[];
}

/**
 * What the fuzzer needs of one field, from its JSON Schema on both sides (what the wire carries
 * and what its pipeline ends in): a JSON field is one whose text holds a list or an object. Its
 * valid values are the candidates the request's parse finds no issue with: a JSON field's sample,
 * the values its schemas declare and the plain candidates.
 */
function describe(action: ActionDef, name: string, input: JsonSchema, output: JsonSchema | undefined, required: boolean): Field {
  const json = output && isStructured(output) && !isStructured(input) ? output : undefined;
  const jsonValue = json ? sampleJson(action, name, json) : undefined;
  const tries = [
    ...(json ? [JSON.stringify(jsonValue)] : []),
    ...declaredValues(input),
    ...STRING_CANDIDATES,
    ...declaredValues(output),
  ];
  const valid = [...new Set(tries)].filter((c) => !issuesOf(action, name, c).length);
  return {
    name,
    required,
    max: lengthBound([input, output], 'max'),
    min: lengthBound([input, output], 'min'),
    json,
    jsonValue,
    valid,
  };
}

/**
 * A request the whole schema accepts where one can be found: each field's first valid value,
 * moving a field the object-level rules refuse (an end before its start) to its next one.
 */
function baselineOf(action: ActionDef, fields: Field[]): Record<string, string> {
  const choice = new Map(fields.map((f) => [f.name, 0]));
  // An optional field's second choice is to leave it out (a rule may want one of two fields).
  const choices = (f: Field) => (f.required ? f.valid : [f.valid[0], undefined, ...f.valid.slice(1)]);
  const build = () => {
    const out: Record<string, string> = { [action.field]: '1' };
    for (const f of fields) {
      const v = choices(f)[choice.get(f.name)!];
      if (v !== undefined) out[f.name] = v;
      else if (f.required) out[f.name] = '1';
    }
    return out;
  };
  for (let round = 0; round < 8; round++) {
    const candidate = build();
    const parsed = action.request.safeParse(candidate);
    if (parsed.success) return candidate;
    const blamed = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')));
    let moved = false;
    for (const name of blamed) {
      const f = fields.find((x) => x.name === name);
      if (f && choice.get(name)! + 1 < choices(f).length) {
        choice.set(name, choice.get(name)! + 1);
        moved = true;
      }
    }
    if (!moved) return candidate;
  }
  return build();
}

const NUMBERS = ['-1', '0', '-0', '32767', '32768', '2147483647', '2147483648', '1000000000000', '9007199254740993'];
const NOT_NUMBERS = ['1.5', '1e3', '0x1F', 'NaN', 'Infinity', 'abc', ' 1 ', '１', '٣'];
const DATES = ['2025-02-29', '2024-02-30', '0001-01-01', '0000-01-01', '9999-12-31', '2025-13-01', '275760-09-13', '1900-01-01'];
const CONTROL = ['\u0000', 'a\u0000b', 'a\u0001b', '\u0008', '\u001b[31m', '\u007f', 'a\r\nb', 'a\tb', '\r'];
const UNICODE = ['\uFEFF', 'e\u0301', '\u202Eabc', '\uFFFD', '😀', 'İ', '\u00A0'];
const ODD_TEXT = ["' OR 1=1 --", '%', '_', '\\', '<script>', '${x}', '../../etc/passwd'];

/** The values that mean something for a field of each kind, tried before the rest. */
const MEANINGFUL = {
  money: ['-0.01', '0.001', '10.005', '£10.00', '10,00', '1,000.00', '1e3', '99999999999.99', '-0', '0.00', '.5', '10.'],
  date: ['31/02/2026', '2026-02-31', '2026-04-31', '2025-02-29', '29/02/2025', '2026-2-3', '20260203', `${day(0)}T25:00`],
  id: ['2147483648', '9223372036854775808', '-2147483649', '1.0', '01', '0', '1 OR 1=1'],
} as const;

/** The kind of a field, told by the values it accepts. */
function kindOf(f: Pick<Field, 'valid'>): keyof typeof MEANINGFUL | undefined {
  if (f.valid.includes('Fuzz')) return undefined;
  if (f.valid.includes('10.00')) return 'money';
  if (f.valid.includes(day(0)) || f.valid.includes(day(7)) || f.valid.includes(day(-30))) return 'date';
  if (f.valid.includes('1') || f.valid.includes('2')) return 'id';
  return undefined;
}

/** Values inside a JSON field, put in place of one leaf of its valid value. */
const JSON_LEAVES: unknown[] = [
  null,
  -1,
  0,
  32768,
  2 ** 31,
  1e12,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  'abc',
  '',
  'x'.repeat(5000),
  'a\u0000b',
  'ß'.repeat(200),
  '😀'.repeat(13),
  '9999-12-31',
  '2025-02-30',
  true,
  {},
  [],
  [1, 2, 3],
];

/** Every path to a leaf of a JSON value, with the container key (or index) that holds it; of a list, its first item's. */
function leaves(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? leaves(value[0], [...path, 0]) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leaves(v, [...path, k])) : [path];
  }
  return [path];
}

function replaced(value: unknown, path: (string | number)[], leaf: unknown, remove = false): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (remove && !rest.length) delete copy[head!];
  else copy[head!] = replaced(copy[head!], rest, leaf, remove);
  return copy;
}

const printable = (text: string, limit = 4000) => {
  const escaped = JSON.stringify(text);
  return escaped.length > limit ? `${escaped.slice(0, limit)}… (${text.length} chars)` : escaped;
};

function formCase(label: string, pairs: Pairs, auth: FuzzCase['auth'] = 'caller'): FuzzCase {
  return {
    label,
    auth,
    encode(token) {
      const params = new URLSearchParams(pairs);
      if (token !== undefined) params.append('token', token);
      return { contentType: 'application/x-www-form-urlencoded', body: params.toString() };
    },
    shown: printable(JSON.stringify(pairs)),
  };
}

function rawCase(label: string, shown: string, encode: FuzzCase['encode']): FuzzCase {
  return { label, auth: 'caller', encode, shown: printable(shown) };
}

const entries = (fields: Record<string, string>): Pairs => Object.entries(fields);

function multipart(pairs: Pairs, boundary = 'fuzzboundary') {
  return pairs.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
}

/** The bad values of one field: a case per value, the rest of the request as the baseline. */
function fieldCases(base: Record<string, string>, f: Field): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const good = base[f.name] ?? f.valid[0] ?? '1';
  const max = f.max ?? 100;
  const put = (label: string, value: string, first = false) =>
    cases.push({ ...formCase(`${f.name}: ${label}`, entries({ ...base, [f.name]: value })), first });

  const { [f.name]: _dropped, ...without } = base;
  const kind = kindOf(f);
  if (kind) for (const v of MEANINGFUL[kind]) put(`${kind} ${printable(v)}`, v, true);
  cases.push(formCase(`${f.name}: missing`, entries(without)));
  put('empty', '');
  put('blank', '   ');
  put(`oversize (${10 * max})`, 'x'.repeat(10 * max));
  put(`oversize digits (${10 * max})`, '9'.repeat(10 * max));
  put('just over max', good + 'x'.repeat(Math.max(1, max - good.length + 1)));
  put(`ß×${max} (grows upper-cased)`, 'ß'.repeat(max));
  put(`ﬃ×${max} (grows upper-cased)`, 'ﬃ'.repeat(max));
  put('valid then ß', good + 'ß'.repeat(Math.max(1, max - good.length)));
  for (const c of CONTROL) {
    put(`control ${printable(c)}`, c);
    put(`valid + control ${printable(c)}`, good + c);
  }
  for (const u of UNICODE) put(`unicode ${printable(u)}`, u);
  // Two UTF-16 units each, one character in PostgreSQL: passes a minimum length it does not meet.
  for (const n of new Set([1, 3, Math.ceil((f.min ?? 2) / 2), Math.ceil(max / 2)])) put(`😀×${n} (astral)`, '😀'.repeat(n));
  for (const n of NUMBERS) put(`number ${n}`, n);
  for (const n of NOT_NUMBERS) put(`not a number ${printable(n)}`, n);
  for (const d of DATES) put(`date ${d}`, d);
  for (const t of ODD_TEXT) put(`text ${printable(t)}`, t);
  cases.push(formCase(`${f.name}: repeated, bad last`, [...entries(base), [f.name, 'x'.repeat(10 * max)]]));
  cases.push(formCase(`${f.name}: repeated, bad first`, [[f.name, '\u0000'], ...entries(base)]));
  cases.push(formCase(`${f.name}: repeated ×3`, [...entries(base), [f.name, '-1'], [f.name, '']]));

  if (f.json) {
    for (const bad of [
      '{',
      '[1,',
      'null',
      '{}',
      '[]',
      '"x"',
      '1',
      'true',
      '[null]',
      '{"a":',
      '['.repeat(5000) + ']'.repeat(5000),
    ]) {
      put(`JSON ${printable(bad, 40)}`, bad);
    }
    // Form-encoded, each level takes 13 bytes: 50,000 levels stay under the body limit.
    put('JSON nested 50,000 deep', deepJson(50_000), true);
    const value: unknown = good.startsWith('{') || good.startsWith('[') ? JSON.parse(good) : f.jsonValue;
    put('JSON ×5000', JSON.stringify(Array.isArray(value) ? Array.from({ length: 5000 }, () => value[0] ?? 1) : [value]));
    for (const path of leaves(value)) {
      const where = path.join('.') || '(root)';
      if (path.length) put(`JSON ${where} removed`, JSON.stringify(replaced(value, path, undefined, true)));
      for (const leaf of JSON_LEAVES)
        put(`JSON ${where} = ${printable(JSON.stringify(leaf), 40)}`, JSON.stringify(replaced(value, path, leaf)));
    }
  }
  return cases;
}

/**
 * The names files are uploaded under, in two sets of at most ten (the parser's limit): each lying
 * file goes under every name of a set, so it reaches whichever the action reads.
 */
const FILE_FIELD_SETS = [['file', ...ADDRESS_FILE_FIELDS, ...Object.keys(ADD_VEHICLE_FILES)], Object.keys(REGISTER_FILE_NAMES)];

/** Files whose name, declared type or content lie about what they are (only PDFs are taken). */
const LYING_FILES = [
  {
    lie: 'x.exe declared an executable, starting like a PDF',
    name: 'x.exe',
    type: 'application/x-msdownload',
    content: '%PDF-1.4\n',
  },
  { lie: 'a.pdf declared a PDF, an executable inside', name: 'a.pdf', type: 'application/pdf', content: 'MZ\u0090\u0000\u0003' },
  { lie: 'a.pdf declared a PNG, a PNG inside', name: 'a.pdf', type: 'image/png', content: '\u0089PNG\r\n\u001a\n' },
  { lie: 'a PDF named with a path and a NUL', name: '../../a\u0000.pdf', type: 'application/pdf', content: '%PDF-1.4\n' },
];

/** A JSON text nested far deeper than any reader recurses safely (JSON.parse itself copes). */
const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Cases about the request as a whole: its encoding, content type and token. */
function requestCases(action: ActionDef, base: Record<string, string>): FuzzCase[] {
  const pairs = entries(base);
  const withToken = (token: string | undefined): Pairs => (token === undefined ? pairs : [...pairs, ['token', token]]);
  const tokenOnly = (token: string | undefined) => (token === undefined ? '' : `token=${encodeURIComponent(token)}&`);
  const cases = [
    formCase('baseline', pairs),
    formCase('no token', pairs, 'none'),
    formCase('another role', pairs, 'wrong-role'),
    formCase('action field empty', entries({ ...base, [action.field]: '' })),
    formCase('action field repeated', [...pairs, [action.field, 'x']]),
    rawCase('multipart', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body: `${multipart(withToken(t))}--fuzzboundary--\r\n`,
    })),
    rawCase('multipart without boundary', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data',
      body: `${multipart(withToken(t))}--fuzzboundary--\r\n`,
    })),
    rawCase('multipart cut short', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body: multipart(withToken(t)).slice(0, -7),
    })),
    rawCase('multipart with another boundary', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=other',
      body: `${multipart(withToken(t))}--fuzzboundary--\r\n`,
    })),
    rawCase('multipart part without a name', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body: `${multipart(withToken(t))}--fuzzboundary\r\nContent-Disposition: form-data\r\n\r\nx\r\n--fuzzboundary--\r\n`,
    })),
    rawCase('multipart file before the fields', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body:
        '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n' +
        `${multipart(withToken(t))}--fuzzboundary--\r\n`,
    })),
    rawCase('multipart with a file that is not a PDF', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body:
        multipart(withToken(t)) +
        '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\nnot a pdf\r\n--fuzzboundary--\r\n',
    })),
    rawCase('multipart with an empty file', multipart(pairs), (t) => ({
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      body:
        multipart(withToken(t)) +
        '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--fuzzboundary--\r\n',
    })),
    rawCase('JSON body', JSON.stringify(base), (t) => ({
      contentType: 'application/json',
      body: JSON.stringify({ ...base, token: t }),
    })),
    rawCase('JSON body with nested values', JSON.stringify(base), (t) => ({
      contentType: 'application/json',
      body: JSON.stringify({
        ...Object.fromEntries(Object.keys(base).map((k) => [k, { $gt: '' }])),
        [action.field]: '1',
        token: t,
      }),
    })),
    ...LYING_FILES.flatMap(({ lie, name, type, content }) =>
      FILE_FIELD_SETS.map((names, set) => ({
        ...rawCase(`multipart with ${lie} (file names ${set + 1})`, multipart(pairs), (t) => ({
          contentType: 'multipart/form-data; boundary=fuzzboundary',
          body:
            multipart(withToken(t)) +
            names
              .map(
                (field) =>
                  `--fuzzboundary\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
                  `Content-Type: ${type}\r\n\r\n${content}\r\n`,
              )
              .join('') +
            '--fuzzboundary--\r\n',
        })),
        first: true,
      })),
    ),
    {
      ...rawCase('JSON body nested 100,000 deep', deepJson(100_000), (t) => ({
        contentType: 'application/json',
        body: `{"token":${JSON.stringify(t ?? '')},"${action.field}":"1","x":${deepJson(100_000)}}`,
      })),
      first: true,
    },
    rawCase('JSON body, an array', '[]', () => ({ contentType: 'application/json', body: '[1,2]' })),
    rawCase('JSON body, malformed', '{', () => ({ contentType: 'application/json', body: '{"token":' })),
    rawCase('text/plain body', pairs.join('&'), (t) => ({
      contentType: 'text/plain',
      body: new URLSearchParams(withToken(t)).toString(),
    })),
    rawCase('no content type', pairs.join('&'), (t) => ({ body: new URLSearchParams(withToken(t)).toString() })),
    rawCase('empty body', '', () => ({ contentType: 'application/x-www-form-urlencoded', body: '' })),
    rawCase('bad percent-encoding', pairs.join('&'), (t) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: `${tokenOnly(t)}${new URLSearchParams(pairs).toString()}&${Object.keys(base).at(-1) ?? 'x'}=%ZZ%FF%C3%28%`,
    })),
    rawCase('invalid UTF-8 bytes', pairs.join('&'), (t) => ({
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
      body: Buffer.concat([
        Buffer.from(`${tokenOnly(t)}${new URLSearchParams(pairs).toString()}&x=`),
        Buffer.from([0xff, 0xfe, 0xc3]),
      ]),
    })),
  ];
  return cases;
}

/**
 * Up to `perAction` cases for an action, interleaved so that every field and the request-level
 * group get their turn before any gets a second; within each group the cases marked `first` come
 * before the others, each part in the seed's order.
 */
export function casesFor(action: ActionDef, seed: number, perAction: number): FuzzCase[] {
  const input = requestSchema(action);
  const required = requiredOf(input);
  const outputs = fieldsOf(requestSchema(action, 'output')) ?? {};
  const fields = Object.entries(fieldsOf(input) ?? {}).map(([name, schema]) =>
    describe(action, name, schema, outputs[name], required.has(name)),
  );
  const base = baselineOf(action, fields);
  const random = rng(seed ^ hashOf(action.field));
  const groups = [requestCases(action, base), ...fields.map((f) => fieldCases(base, f))].map((g, i) => {
    // The baseline first: it shows the action works at all before its fields are broken.
    const [head, rest] = i === 0 ? [[g[0]!], g.slice(1)] : [[], g];
    return [
      ...head,
      ...shuffled(
        rest.filter((c) => c.first),
        random,
      ),
      ...shuffled(
        rest.filter((c) => !c.first),
        random,
      ),
    ];
  });
  const out: FuzzCase[] = [];
  for (let round = 0; out.length < perAction && groups.some((g) => g.length > round); round++) {
    for (const g of groups) if (g[round] && out.length < perAction) out.push(g[round]!);
  }
  return out;
}

function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}
