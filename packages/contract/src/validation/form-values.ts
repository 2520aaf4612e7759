/** The named fields of a form's values, each as it stands or its empty default. */
type Filled<V, K extends keyof V> = { [P in K]-?: Exclude<V[P], undefined> | '' };

/**
 * The named fields of a form's values as an action takes them: a field the user left empty is
 * undefined in the form and is sent as '', which the server's schema answers with the field's
 * own message.
 */
export function filledFields<V extends object, K extends keyof V>(values: V, names: readonly K[]): Filled<V, K> {
  const sent: Partial<Record<K, unknown>> = {};
  for (const name of names) sent[name] = values[name] ?? '';
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- every name was set just above, each to its value or ''
  return sent as Filled<V, K>;
}
