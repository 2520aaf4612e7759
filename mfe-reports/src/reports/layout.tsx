import type { ReactNode } from 'react';
import { Box, SimpleGrid } from '@dss/ui';

/** A table beside its chart on a wide screen (so its figures can be read and copied), above it on a narrow one. */
export function TableAndChart({ table, chart }: { table: ReactNode; chart: ReactNode }) {
  return (
    <SimpleGrid
      templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
      gap="6"
      alignItems="start"
      className="table-and-chart"
    >
      <Box minW="0">{table}</Box>
      <Box minW="0">{chart}</Box>
    </SimpleGrid>
  );
}
