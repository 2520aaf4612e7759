import { createContext, useId, type ReactNode } from 'react';
import { Box, SimpleGrid } from '@dss/ui';

/** The id of the table a chart sits beside: the table takes it, the chart points at it (aria-details). */
export const PairedTable = createContext<string | undefined>(undefined);

/**
 * A table beside its chart on a wide screen (so its figures can be read and copied), above it on a
 * narrow one. The table takes the width its lines need (up to half), the chart the rest.
 */
export function TableAndChart({ table, chart, tableId }: { table: ReactNode; chart: ReactNode; tableId?: string }) {
  const generated = useId();
  return (
    <PairedTable.Provider value={tableId ?? generated}>
      <SimpleGrid
        templateColumns={{ base: '1fr', lg: 'fit-content(50%) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
        className="table-and-chart"
      >
        <Box minW="0">{table}</Box>
        <Box minW="0">{chart}</Box>
      </SimpleGrid>
    </PairedTable.Provider>
  );
}
