/** True when `value` is one of `values`: a list of literals checked against a wider value. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  const list: readonly unknown[] = values;
  return list.includes(value);
}

/** True for any object (arrays too): its properties can be read by name, each of unknown type. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `f` of each item of a non-empty list, as a non-empty list (what z.enum takes). */
export function mapNonEmpty<L extends readonly [unknown, ...unknown[]], U>(items: L, f: (item: L[number]) => U): [U, ...U[]] {
  const [first, ...rest] = items;
  return [f(first), ...rest.map((item) => f(item))];
}
