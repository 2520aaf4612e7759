import { useAlerts } from '@dss/ui';

type Answer = { data?: unknown; error?: unknown };

/**
 * Shows the spec's success text (closing after 3 s, or staying when asked) or its error text
 * (dismissed with OK) for a save or removal, and answers whether it succeeded.
 */
export function useOutcome() {
  const alerts = useAlerts();
  return async function outcome(
    answer: Answer,
    success: string,
    failure: string,
    opts: { stay?: boolean } = {},
  ): Promise<boolean> {
    if ('data' in answer && answer.data !== undefined && !answer.error) {
      await alerts.success('Success', success, { stay: opts.stay });
      return true;
    }
    await alerts.error('Error', failure);
    return false;
  };
}
