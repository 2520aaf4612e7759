import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { USER_HOME } from '@dss/contract';
import type { BreadcrumbItem } from '../navigation/Breadcrumbs';
import { PageHeader } from './PageHeader';

export interface ScreenLayoutProps {
  /** The page heading, and the last crumb. */
  title: string;
  /** The first crumb, the user's home: Dashboard unless given (Admin Home on administration screens). */
  home?: BreadcrumbItem;
  /** Crumbs between home and this screen, e.g. the list an edit screen was opened from. */
  trail?: readonly BreadcrumbItem[];
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  /** A week of the diary or the booking calendar needs more width than a form or a list. */
  wide?: boolean;
  /** The screen's blocks, spaced evenly below the heading. */
  children: ReactNode;
}

const DASHBOARD: BreadcrumbItem = { label: 'Dashboard', to: USER_HOME };

/** Every screen of every remote: breadcrumbs from home, heading, content. */
export function ScreenLayout({ title, home = DASHBOARD, trail = [], actions, wide = false, children }: ScreenLayoutProps) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW={wide ? '1280px' : '1200px'} mx="auto">
      <PageHeader title={title} actions={actions} breadcrumbs={[home, ...trail, { label: title }]} />
      <Stack gap="6">{children}</Stack>
    </Box>
  );
}
