import type { ReactNode } from 'react';
import { USER_HOME, type ActiveInstructorRow, type InstructorAddress } from '@dss/contract';
import { Box, DataList, Heading, PageHeader, Stack } from '@dss/ui';

/** A reports screen: breadcrumbs from the dashboard, heading, content. */
export function ReportsScreen({
  title,
  trail = [],
  children,
}: {
  title: string;
  trail?: { label: string; to?: string }[];
  children: ReactNode;
}) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="1200px" mx="auto">
      <PageHeader title={title} breadcrumbs={[{ label: 'Dashboard', to: USER_HOME }, ...trail, { label: title }]} />
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}

/** A titled block of a screen or dialog. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** An address on one line, the empty parts left out. */
export function oneLineAddress(a: InstructorAddress | null | undefined): string {
  if (!a) return '';
  return [a.fline, a.sline, a.city, a.county, a.postcode].filter((part) => part && part.trim()).join(', ');
}

export const GEAR_LABELS: Record<ActiveInstructorRow['teaching_gears'], string> = {
  automatic: 'Automatic',
  manual: 'Manual',
  both: 'Automatic & Manual',
};

/** Label/value pairs shown side by side (a details block). */
export function Details({ items, label }: { items: [string, ReactNode][]; label: string }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={label}>
      {items.map(([name, value]) => (
        <DataList.Item key={name}>
          <DataList.ItemLabel>{name}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
