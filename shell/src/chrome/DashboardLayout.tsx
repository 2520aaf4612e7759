import { Outlet, useLocation } from 'react-router-dom';
import { selectLoading, selectSaving, selectUser } from '@dss/api';
import { Alert, BackgroundProgress, Box, BusyDialog, Flex } from '@dss/ui';
import { useAppSelector } from '../app/hooks';
import { refusedRouteOf, refusedRouteText } from '../routing/refused-route';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The frame of every /dashboard screen: top bar, the screen, footer (document 1 §2). */
export function DashboardLayout() {
  const user = useAppSelector(selectUser);
  const saving = useAppSelector(selectSaving);
  const loading = useAppSelector(selectLoading);
  const isAdmin = Boolean(user?.isAdmin);
  const refused = refusedRouteOf(useLocation().state);
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
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
