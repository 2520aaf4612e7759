import type { ZodTypeAny } from 'zod';
import { isRecord } from '../validation/narrowing';

/**
 * What is wrong with a decoded JSON reply against its declared schema: each zod issue, and each
 * key the reply holds that the schema does not declare (a reply that grew without its
 * declaration, or leaks a column). Paths only, never values: replies hold personal data.
 */
export function replyProblems(schema: ZodTypeAny, json: unknown): string[] {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`);
  const undeclared: string[] = [];
  collectUndeclared(json, parsed.data, [], undeclared);
  return undeclared.map((path) => `${path}: not declared in the reply schema`);
}

function pathText(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(reply)';
}

/** Zod drops undeclared keys as it parses, so a key in the reply but not in the parse is one. */
function collectUndeclared(raw: unknown, kept: unknown, path: (string | number)[], out: string[]) {
  if (out.length >= 20 || !isRecord(raw) || !isRecord(kept)) return;
  if (Array.isArray(raw)) {
    if (Array.isArray(kept)) raw.forEach((item, i) => collectUndeclared(item, kept[i], [...path, i], out));
    return;
  }
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in kept)) out.push(pathText([...path, key]));
    else collectUndeclared(value, kept[key], [...path, key], out);
  }
}
