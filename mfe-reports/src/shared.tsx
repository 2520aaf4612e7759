import type { ReactNode } from 'react';
import { type ActiveInstructorRow, type InstructorAddress } from '@dss/contract';
import { DataList, Heading, Stack } from '@dss/ui';

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
