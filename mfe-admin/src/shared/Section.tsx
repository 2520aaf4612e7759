import type { ReactNode } from 'react';
import { ADMIN_HOME } from '@dss/contract';
import { Box, PageHeader, Stack } from '@dss/ui';

/** An administration screen: breadcrumbs from Admin Home, heading, content. */
export function AdminScreen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box maxW="1200px" mx="auto">
      <PageHeader title={title} actions={actions} breadcrumbs={[{ label: 'Admin Home', to: ADMIN_HOME }, { label: title }]} />
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}

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
