import { z } from 'zod';
import { requiredText } from '../validation/fields';

/**
 * The four terms document pages (document 3 §2, §7): route, kind (1 learner, 2 instructor,
 * 3 training, 4 general) and the form field that names the upload and holds the version.
 */
export const TERMS_UPLOAD_PAGES = [
  { path: 'uploadleanertc', kind: 1, uploadField: 'learnertcupload' },
  { path: 'uploadaditc', kind: 2, uploadField: 'instructortcupload' },
  { path: 'uploadtrainigpack', kind: 3, uploadField: 'traineeinstructortcupload' },
  { path: 'uploadgeneraltc', kind: 4, uploadField: 'trainingpacktcupload' },
] as const;

export const TERMS_VERSION_MAX = 10;
export const TERMS_MAX_BYTES = 4_000_000;
export const TERMS_TEXTS = {
  versionRequired: 'Version is required.',
  versionLong: 'Version can be at most 10 characters long.',
  fileRequired: 'Please choose a PDF document.',
  notPdf: 'Only PDF documents can be uploaded.',
  tooLarge: 'PDF Document file size should be less than 4 MB!',
} as const;

export function termsVersion() {
  return requiredText(TERMS_TEXTS.versionRequired).max(TERMS_VERSION_MAX, TERMS_TEXTS.versionLong);
}

export const termsKind = requiredText('Document kind is required.')
  .regex(/^[1-4]$/, 'Document kind is required.')
  .transform(Number);

/** One version in a terms document's history (document 3 §3). */
export const TermsVersion = z.object({
  version: z.string(),
  /** ISO instant of the upload. */
  added: z.string(),
  fileid: z.number().int(),
  /** The newest upload of its kind, which the Home dialogs show. */
  active: z.boolean(),
});
export type TermsVersion = z.infer<typeof TermsVersion>;
