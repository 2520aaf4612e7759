/**
 * The labels of quick information's five bank values, in their order (document 3 §3). Here, not
 * beside the quick information's schema: the shell's footer shows them and loads no schemas.
 */
export const BANK_DETAIL_LABELS = ['Bank', 'Account Name', 'Sort Code', 'Account Number', 'Payment Reference'] as const;
