import type { ReactNode } from 'react';
import { Box } from '@dss/ui';

/** A titled card that holds a form or a table. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="md" p={{ base: '4', md: '6' }}>
      <Box as="h2" fontSize="lg" fontWeight="semibold" mb="4">
        {title}
      </Box>
      {children}
    </Box>
  );
}
