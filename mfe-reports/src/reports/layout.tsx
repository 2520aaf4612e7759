import { Children, createContext, startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { Box, SimpleGrid, Stack } from '@dss/ui';

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

/** A report's sections, one under another, drawn in turn. */
export function ReportSections({ children }: { children: ReactNode }) {
  return (
    <Stack gap="10">
      <InTurn>{children}</InTurn>
    </Stack>
  );
}

/**
 * Draws a report's sections one after another, each in a render of its own once the one before is
 * on screen, so the top of a long report shows while the rest is drawn: a year's Management report
 * (five tables, five charts) drawn in one render kept the chooser on screen for about 1.5 s at 4×
 * CPU throttling after its figures had arrived.
 */
export function InTurn({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= sections.length) return;
    // A frame first: the section just drawn is painted before the next one is worked out.
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [shown, sections.length]);
  return <>{sections.slice(0, shown)}</>;
}
