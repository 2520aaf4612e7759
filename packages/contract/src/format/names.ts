/** A person as the screens and lists name them: 'Mr Oliver Whitfield'; with `middle`, every name given: 'Mr Oliver James Whitfield'. */
export function fullName(
  p: { title?: string | null; fname: string; mname?: string | null; lname: string },
  { middle = false }: { middle?: boolean } = {},
): string {
  return [p.title, p.fname, middle ? p.mname : null, p.lname].filter(Boolean).join(' ');
}
