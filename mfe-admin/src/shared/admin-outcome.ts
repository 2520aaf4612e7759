import type { SubmitTexts } from '@dss/ui';

/** Administration alerts are titled Success or Error, with the spec's text beneath (document 3 §8). */
export function adminOutcome(success: string, failure: string, opts: { stay?: boolean } = {}): SubmitTexts {
  return { success: { title: 'Success', text: success }, failure: { title: 'Error', text: failure }, stay: opts.stay };
}
