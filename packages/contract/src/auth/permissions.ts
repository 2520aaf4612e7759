/**
 * Permissions a session holds (document 1 §6): 'user' for back-office operations, 'admin' for
 * administration, and the 'reports' privilege for the financial and management reports.
 * Privilege ids are what Add Staff sends in `privlist` (see docs/decisions/privileges-and-permissions.md).
 */
export const PRIVILEGES = [
  { id: 11, code: 'user', label: 'Office operations' },
  { id: 12, code: 'reports', label: 'Financial & management reports' },
  { id: 13, code: 'admin', label: 'Administration' },
] as const;

export type Permission = (typeof PRIVILEGES)[number]['code'];

export function holdsAny(held: readonly string[], required: readonly Permission[]): boolean {
  return required.some((p) => held.includes(p));
}

export function holdsAll(held: readonly string[], required: readonly Permission[]): boolean {
  return required.every((p) => held.includes(p));
}
