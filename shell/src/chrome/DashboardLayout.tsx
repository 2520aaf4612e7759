import { useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { Permission } from '@dss/contract';
import { selectLoading, selectSaving, selectUser } from '@dss/api';
import { Alert, BackgroundProgress, Box, BusyDialog, Flex } from '@dss/ui';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useLinkPrefetch } from '../remotes/link-prefetch';
import { refusedRouteOf, refusedRouteText } from '../routing/refused-route';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const NO_PERMISSIONS: readonly Permission[] = [];

/**
 * The frame of every /dashboard screen: top bar, the screen, footer (document 1 §2). While a
 * screen is read, the screens its links lead to are fetched ahead (link-prefetch.ts).
 */
export function DashboardLayout() {
  const user = useAppSelector(selectUser);
  const frame = useRef<HTMLDivElement>(null);
  useLinkPrefetch(frame, user?.permissions ?? NO_PERMISSIONS, useAppDispatch());
  const saving = useAppSelector(selectSaving);
  const loading = useAppSelector(selectLoading);
  const isAdmin = Boolean(user?.isAdmin);
  const refused = refusedRouteOf(useLocation().state);
  return (
    <Flex ref={frame} direction="column" minH="100vh" bg="gray.50">
      <BackgroundProgress active={loading} />
      <TopBar isAdmin={isAdmin} />
      <Box as="main" flex="1" w="full" maxW="1400px" mx="auto" px={{ base: '3', md: '6' }} py="6">
        {refused ? (
          <Alert.Root status="info" mb="4" role="status">
            <Alert.Indicator />
            <Alert.Title>{refusedRouteText(refused)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Outlet />
      </Box>
      <Footer isAdmin={isAdmin} />
      <BusyDialog open={saving} />
    </Flex>
  );
}
