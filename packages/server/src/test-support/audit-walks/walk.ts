import type { TestApp } from '../inject';
import type { FilePart } from '../instructor-fixtures';

/** An action's fields as the screen sends them, or a multipart upload of fields and PDF files. */
export type WalkInput = Record<string, string> | { fields: Record<string, string>; files: FilePart[] };

/** Makes what an action needs and answers its fields; the action must then succeed. */
export type Walks = Record<string, () => Promise<WalkInput>>;

/** What every walk may use: the server under test and its shared set-ups. */
export interface WalkContext {
  server: TestApp;
  /** Tokens of the demo administrator (staff 1) and office user (staff 2). */
  tokens: Record<'office' | 'admin', string>;
  /** A new learner's active assignment to a new instructor; answers the assignment id. */
  activeAssignment(): Promise<number>;
}

export const isUpload = (input: WalkInput): input is { fields: Record<string, string>; files: FilePart[] } =>
  'files' in input && typeof input.files === 'object';
