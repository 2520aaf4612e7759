/**
 * A JSON value with every object's keys in order: how two wire snapshots are compared and written,
 * since the snapshots up to 1.3.0 were written in another converter's key order.
 */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, sortedKeys(item)]),
  );
}

/** JSON text of a value that does not depend on the order of its objects' keys. */
export const keyOrderFree = (value: unknown): string => JSON.stringify(sortedKeys(value));
