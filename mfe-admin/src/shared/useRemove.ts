import { useAlerts, useSubmit, type SaveAnswer } from '@dss/ui';
import { adminOutcome } from './admin-outcome';

/** Asks for confirmation, removes, and shows the spec's success or error text. */
export function useRemove() {
  const alerts = useAlerts();
  const submit = useSubmit();
  return async function remove(confirmText: string, run: () => Promise<SaveAnswer>, success: string, failure: string) {
    if (!(await alerts.confirm('Please confirm', confirmText, { confirmLabel: 'Remove' }))) return false;
    return (await submit(await run(), adminOutcome(success, failure))).ok;
  };
}
