import { Badge } from '@dss/ui';

/** An Active / Removed label for plans and questions. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge colorPalette={active ? 'green' : 'red'} variant="solid">
      {active ? 'Active' : 'Removed'}
    </Badge>
  );
}
