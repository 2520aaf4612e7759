import { REGISTER_SECTIONS, type RegisterSection } from '@dss/contract';

/** A section's status icon (document 2 §4): 0 untouched, 1 valid, 2 invalid. */
export const SECTION_UNTOUCHED = 0;
export const SECTION_VALID = 1;
export const SECTION_INVALID = 2;
export type SectionStatus = typeof SECTION_UNTOUCHED | typeof SECTION_VALID | typeof SECTION_INVALID;

/** The seven sections in the order of the form, with their panel titles. */
export const SECTION_TITLES: Record<RegisterSection, string> = {
  personal: 'Personal',
  contact: 'Contact',
  compliance: 'Compliance',
  teaching: 'Teaching',
  vehicles: 'Vehicles',
  financials: 'Financials',
  licences: 'Licences',
};
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys types its keys as string; these are SECTION_TITLES' own, one per section
export const SECTIONS = Object.keys(SECTION_TITLES) as RegisterSection[];

/**
 * A section is untouched until one of its fields has been visited or changed; then valid when
 * none of its fields has an error, otherwise invalid.
 */
export function sectionStatus(
  section: RegisterSection,
  errors: Record<string, unknown> | undefined,
  visited: Record<string, boolean | undefined> | undefined,
): SectionStatus {
  const fields: readonly string[] = REGISTER_SECTIONS[section];
  const hasError = fields.some((f) => errors?.[f] !== undefined);
  const seen = fields.some((f) => visited?.[f]);
  if (!seen) return SECTION_UNTOUCHED;
  return hasError ? SECTION_INVALID : SECTION_VALID;
}

/** Register is enabled only when all seven sections are valid. */
export function allSectionsValid(errors: Record<string, unknown> | undefined): boolean {
  return SECTIONS.every((section) => {
    const fields: readonly string[] = REGISTER_SECTIONS[section];
    return fields.every((f) => errors?.[f] === undefined);
  });
}
