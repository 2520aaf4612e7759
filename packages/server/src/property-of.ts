/**
 * The property `name` of a value whose type is not known (a thrown error, a handler's reply, a
 * zod schema's definition): undefined when the value is no object.
 */
export function propertyOf(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/** A thrown error's `code` when it is a text: PostgreSQL's SQLSTATE, or Node's name of a system error. */
export function errorCode(error: unknown): string | undefined {
  const code = propertyOf(error, 'code');
  return typeof code === 'string' ? code : undefined;
}

/** The keys of an object of known keys (a constant table), typed as those keys: Object.keys says only text. */
export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  return Object.keys(table).filter((key): key is keyof T & string => key in table);
}
