import type { ReactNode } from 'react';
import { USER_HOME } from '@dss/contract';
import { Box, PageHeader, Stack } from '@dss/ui';

/** A bookings-app screen: breadcrumbs from the dashboard, heading, content. */
export function BookingScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="1280px" mx="auto">
      <PageHeader title={title} breadcrumbs={[{ label: 'Dashboard', to: USER_HOME }, { label: title }]} />
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

/** A refused save's own text, where the server gave one; '' otherwise. */
export function refusalText(error: unknown): string {
  return error && typeof error === 'object' && 'text' in error && typeof error.text === 'string' ? error.text : '';
}

/** The failure alert of a refused save: the spec's text as title, the server's reason under it. */
export function refusalWords(failure: string, error: unknown): { title: string; text?: string } {
  const text = refusalText(error);
  if (!text.trim()) return { title: failure };
  const reason = text.startsWith(failure) ? text.slice(failure.length).trim() : text;
  return reason ? { title: failure, text: reason } : { title: failure };
}
