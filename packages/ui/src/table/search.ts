/** The lower-cased words of a search box; an empty box gives no terms. */
export function searchTerms(query: string): string[] {
  return query.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** True when every term occurs somewhere in the row's lower-cased text. */
export function rowMatches(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}
