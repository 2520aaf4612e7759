/** A refused save's own text, where the server gave one; '' otherwise. */
export function refusalText(error: unknown): string {
  return error && typeof error === 'object' && 'text' in error && typeof error.text === 'string' ? error.text : '';
}

/** The failure alert of a refused save: the spec's text as title, the server's reason under it. */
export function refusalWords(failure: string, error: unknown): { title: string; text?: string } {
  const text = refusalText(error);
  if (!text.trim()) return { title: failure };
  const reason = text.startsWith(failure) ? text.slice(failure.length).trim() : text;
  return reason ? { title: failure, text: reason } : { title: failure };
}
