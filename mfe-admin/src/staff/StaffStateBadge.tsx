import { Badge } from '@dss/ui';
import { staffStateLabel } from '@dss/contract';

/** Account status colours (document 3 §4): Blocked orange, Active green, Readonly blue-grey, Deleted red. */
export const STAFF_STATE_COLOURS: Record<number, string> = { 0: '#c05621', 1: '#2f855a', 2: '#546e7a', 3: '#c53030' };

export function StaffStateBadge({ state }: { state: number }) {
  return (
    <Badge
      bg={STAFF_STATE_COLOURS[state] ?? 'gray.600'}
      color="white"
      variant="solid"
      data-state-colour={STAFF_STATE_COLOURS[state] ?? 'none'}
    >
      {staffStateLabel(state)}
    </Badge>
  );
}
