import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { ADD_VEHICLE_FILES, ADDRESS_FILE_FIELDS, REGISTER_FILE_NAMES, type ActionDef } from '@dss/contract';

/**
 * Bad payloads for one action, generated from its zod request schema: per field (missing,
 * empty, oversize, control characters, text that grows when upper-cased, numbers out of range,
 * repeated, malformed JSON and bad values inside JSON) and per request (malformed multipart,
 * wrong content types, lying files, deeply nested JSON, no token or another role's token). Each
 * bad value replaces one field of a baseline that passes the field's own checks, so the rest of
 * the request reaches the handler. A field that takes money, a date or an id gets the values that
 * mean something for its kind first (a pound with three decimals, 31/02, an id past the column),
 * so even the short pass sends them. Deterministic for a seed.
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

type Schema = z.ZodTypeAny;
type Def = { typeName?: string } & Record<string, unknown>;
type Pairs = [string, string][];

const defOf = (schema: unknown): Def => ((schema as { _def?: Def } | undefined)?._def ?? {}) as Def;
const child = (def: Def, key: string) => def[key] as Schema;

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

/** The fields of a request: a zod object's shape through effects, pipelines and unions. */
export function requestShape(schema: unknown): Record<string, Schema> {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodObject':
      return (schema as { shape: Record<string, Schema> }).shape;
    case 'ZodEffects':
      return requestShape(def.schema);
    case 'ZodPipeline':
      return requestShape(def.in);
    case 'ZodBranded':
    case 'ZodReadonly':
      return requestShape(def.type ?? def.innerType);
    case 'ZodIntersection':
      return { ...requestShape(def.left), ...requestShape(def.right) };
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return Object.assign({}, ...[...(def.options as Iterable<unknown>)].map(requestShape)) as Record<string, Schema>;
    default:
      return {};
  }
}

const WRAPPERS: Record<string, string> = {
  ZodOptional: 'innerType',
  ZodDefault: 'innerType',
  ZodNullable: 'innerType',
  ZodCatch: 'innerType',
  ZodBranded: 'type',
  ZodReadonly: 'innerType',
  ZodEffects: 'schema',
};

/** Every schema a value passes through: wrappers, effects and both ends of pipelines. */
function chain(schema: Schema, out: Schema[] = []): Schema[] {
  const def = defOf(schema);
  out.push(schema);
  if (def.typeName === 'ZodPipeline') {
    chain(child(def, 'in'), out);
    chain(child(def, 'out'), out);
  } else if (def.typeName && WRAPPERS[def.typeName]) chain(child(def, WRAPPERS[def.typeName]!), out);
  return out;
}

const STRUCTURED = new Set(['ZodObject', 'ZodArray', 'ZodRecord', 'ZodTuple', 'ZodUnion', 'ZodDiscriminatedUnion']);

/** The schema of a field's JSON text (contract's jsonText): the end of a pipeline that is not a string or number. */
function jsonSchemaOf(field: Schema): Schema | undefined {
  for (const s of chain(field)) {
    const def = defOf(s);
    if (def.typeName !== 'ZodPipeline') continue;
    const out = child(def, 'out');
    if (chain(out).some((o) => STRUCTURED.has(defOf(o).typeName ?? ''))) return out;
  }
  return undefined;
}

/** The tightest string bound of a kind along a schema: the least `max`, or the greatest `min` (`length` is both). */
function lengthBound(schema: Schema, kind: 'max' | 'min'): number | undefined {
  let bound: number | undefined;
  for (const s of chain(schema)) {
    const def = defOf(s);
    if (def.typeName !== 'ZodString') continue;
    for (const check of def.checks as { kind: string; value?: number }[]) {
      if ((check.kind !== kind && check.kind !== 'length') || check.value === undefined) continue;
      bound = kind === 'max' ? Math.min(bound ?? Infinity, check.value) : Math.max(bound ?? 0, check.value);
    }
  }
  return bound;
}

const isOptional = (schema: Schema) => schema.safeParse(undefined).success;

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
];

/** A value the schema accepts, when one is found among plain candidates; else the first candidate. */
function sample(schema: Schema, depth = 0): unknown {
  const candidates = candidatesOf(schema, depth);
  return candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
}

function candidatesOf(schema: Schema, depth: number): unknown[] {
  const def = defOf(schema);
  if (depth > 6) return [null];
  switch (def.typeName) {
    case 'ZodObject': {
      const shape = (schema as unknown as { shape: Record<string, Schema> }).shape;
      return [Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sample(v, depth + 1)]))];
    }
    case 'ZodArray': {
      const min = (def.minLength as { value: number } | null)?.value ?? 1;
      const item = sample(child(def, 'type'), depth + 1);
      return [Array.from({ length: Math.max(1, min) }, () => item), []];
    }
    case 'ZodTuple':
      return [(def.items as Schema[]).map((s) => sample(s, depth + 1))];
    case 'ZodRecord':
      return [{}];
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return [...(def.options as Iterable<Schema>)].map((o) => sample(o, depth + 1));
    case 'ZodNumber':
      return [1, 2, 10, 100, 0];
    case 'ZodBigInt':
      return [1n];
    case 'ZodBoolean':
      return [true, false];
    case 'ZodLiteral':
      return [def.value];
    case 'ZodEnum':
      return [...(def.values as string[])];
    case 'ZodNativeEnum':
      return Object.values(def.values as object);
    case 'ZodNull':
      return [null];
    case 'ZodPipeline':
    case 'ZodEffects':
    case 'ZodOptional':
    case 'ZodDefault':
    case 'ZodNullable':
    case 'ZodBranded':
    case 'ZodReadonly':
    case 'ZodCatch': {
      const inner = def.typeName === 'ZodPipeline' ? child(def, 'in') : child(def, WRAPPERS[def.typeName] ?? 'innerType');
      return [...candidatesOf(inner, depth + 1), ...STRING_CANDIDATES, 1];
    }
    default:
      return [...STRING_CANDIDATES, 1];
  }
}

interface Field {
  name: string;
  schema: Schema;
  max: number | undefined;
  min: number | undefined;
  json: Schema | undefined;
  /** Wire values the field accepts on its own, best first (empty when none was found). */
  valid: string[];
}

function describe(name: string, schema: Schema): Field {
  const json = jsonSchemaOf(schema);
  const tries = json ? [JSON.stringify(sample(json))] : [];
  for (const c of candidatesOf(schema, 0)) if (typeof c === 'string') tries.push(c);
  const valid = [...new Set(tries)].filter((c) => schema.safeParse(c).success);
  return { name, schema, max: lengthBound(schema, 'max'), min: lengthBound(schema, 'min'), json, valid };
}

/**
 * A request the whole schema accepts where one can be found: each field's first valid value,
 * moving a field the object-level rules refuse (an end before its start) to its next one.
 */
function baselineOf(action: ActionDef, fields: Field[]): Record<string, string> {
  const choice = new Map(fields.map((f) => [f.name, 0]));
  const build = () => {
    const out: Record<string, string> = { [action.field]: '1' };
    for (const f of fields) {
      const v = f.valid[choice.get(f.name)!];
      if (v !== undefined) out[f.name] = v;
      else if (!isOptional(f.schema)) out[f.name] = '1';
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
      if (f && choice.get(name)! + 1 < f.valid.length) {
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

/** Every path to a leaf of a JSON value, with the container key (or index) that holds it. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...path, i])) : [path];
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
    const value = JSON.parse(good.startsWith('{') || good.startsWith('[') ? good : JSON.stringify(sample(f.json))) as unknown;
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
  const shape = requestShape(action.request);
  const fields = Object.entries(shape).map(([name, schema]) => describe(name, schema));
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
