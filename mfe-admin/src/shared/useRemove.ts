import { useAlerts } from '@dss/ui';
import { useOutcome } from './useOutcome';

type Answer = { data?: unknown; error?: unknown };

/** Asks for confirmation, removes, and shows the spec's success or error text. */
export function useRemove() {
  const alerts = useAlerts();
  const outcome = useOutcome();
  return async function remove(confirmText: string, run: () => Promise<Answer>, success: string, failure: string) {
    if (!(await alerts.confirm('Please confirm', confirmText, { confirmLabel: 'Remove' }))) return false;
    return outcome(await run(), success, failure);
  };
}
