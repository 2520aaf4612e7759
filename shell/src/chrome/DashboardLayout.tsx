import { Outlet } from 'react-router-dom';
import { selectLoading, selectSaving, selectUser } from '@dss/api';
import { BackgroundProgress, Box, BusyDialog, Flex } from '@dss/ui';
import { useAppSelector } from '../app/hooks';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** The frame of every /dashboard screen: top bar, the screen, footer (document 1 §2). */
export function DashboardLayout() {
  const user = useAppSelector(selectUser);
  const saving = useAppSelector(selectSaving);
  const loading = useAppSelector(selectLoading);
  const isAdmin = Boolean(user?.isAdmin);
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <BackgroundProgress active={loading} />
      <TopBar isAdmin={isAdmin} />
      <Box as="main" flex="1" w="full" maxW="1400px" mx="auto" px={{ base: '3', md: '6' }} py="6">
        <Outlet />
      </Box>
      <Footer isAdmin={isAdmin} />
      <BusyDialog open={saving} />
    </Flex>
  );
}
