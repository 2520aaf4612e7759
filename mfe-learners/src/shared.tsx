import type { ReactNode } from 'react';
import { Box, PageHeader, Stack } from '@dss/ui';
import { USER_HOME } from '@dss/contract';

/** A learner screen: breadcrumbs from the dashboard (`home`: the user's home page), heading, content. */
export function LearnerScreen({
  title,
  trail = [],
  home = USER_HOME,
  children,
}: {
  title: string;
  trail?: { label: string; to?: string }[];
  home?: string;
  children: ReactNode;
}) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="1200px" mx="auto">
      <PageHeader title={title} breadcrumbs={[{ label: 'Dashboard', to: home }, ...trail, { label: title }]} />
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}
