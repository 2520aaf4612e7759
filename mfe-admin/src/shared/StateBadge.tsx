import { Badge } from '@chakra-ui/react';

/** An Active / Removed label for plans and questions. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge colorPalette={active ? 'green' : 'red'} variant="solid">
      {active ? 'Active' : 'Removed'}
    </Badge>
  );
}
