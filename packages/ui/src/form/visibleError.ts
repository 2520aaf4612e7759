import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field: its validation error once the user has left the
 * field or tried to submit, or the server's error for it until the value changes.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  const shown = meta.touched || meta.submitFailed;
  if (shown && typeof meta.error === 'string' && meta.error !== '') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError !== '') {
    return meta.submitError;
  }
  return undefined;
}
