/** The SHA-512 hex digest the browser sends instead of a password (document 1 §5). */
export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
