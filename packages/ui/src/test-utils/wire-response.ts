/**
 * What a mocked fetch answers in component tests: jsdom has no Response, and the wire reads
 * only these members. Strings are sent as they are, anything else as JSON.
 */
export function wireResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => JSON.parse(text),
    arrayBuffer: async () => new TextEncoder().encode(text).buffer,
  } as Response;
}
