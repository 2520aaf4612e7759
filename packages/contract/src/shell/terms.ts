export const TERMS_KINDS = [
  { kind: 1, title: "Learner's Terms & Conditions" },
  { kind: 2, title: "Instructor's Terms & Conditions" },
  { kind: 3, title: 'Driving Instructor Training Programme' },
  { kind: 4, title: 'Policies GDPR Cookies and Website T&Cs' },
] as const;
export type TermsKind = (typeof TERMS_KINDS)[number]['kind'];

export const NO_TERMS_DOCUMENT_TEXT = 'No document has been uploaded for this yet.';
