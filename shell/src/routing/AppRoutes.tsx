import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { DASHBOARD_ROUTES, dashboardPath, GUEST_ROUTES, type Permission } from '@dss/contract';
import { preloadable } from '@dss/ui';
import { LoginPage } from '../login/LoginPage';
import { RemoteScreen, ScreenLoading } from '../remotes/RemoteScreen';
import { knownRemoteRoutes, loadRemoteRoutesTable, type RemoteTableRoute } from '../remotes/route-table';
import { GuestOnly, RequireLogin, RequirePermission } from './guards';
import { PageTitle } from './PageTitle';

// Only the sign-in page is in the first download (its 300 KiB budget); the signed-in chrome and
// the shell's own screens load after it.
const AccountSetupPage = preloadable(() => import('../account-setup/AccountSetupPage').then((m) => m.AccountSetupPage));
const AdminHomePage = preloadable(() => import('../admin-home/AdminHomePage').then((m) => m.AdminHomePage));
const DashboardLayout = preloadable(() => import('../chrome/DashboardLayout').then((m) => m.DashboardLayout));
const HomePage = preloadable(() => import('../home/HomePage').then((m) => m.HomePage));

const SHELL_SCREENS: Record<string, ComponentType & { preload(): Promise<unknown> }> = {
  home: HomePage,
  adminhome: AdminHomePage,
};

/**
 * On a hard load by a signed-in user, fetches the dashboard's frame, and the screen if it is one
 * of the shell's, before the first draw asks for them; settles (never fails) once both are here.
 */
export function preloadSignedIn(pathname: string): Promise<void> {
  const route = DASHBOARD_ROUTES.find((r) => r.owner === 'shell' && dashboardPath(r.path) === pathname);
  const parts = [DashboardLayout.preload(), ...(route ? [SHELL_SCREENS[route.path]!.preload()] : [])];
  // A failure is left to the draw, which loads again and shows its error.
  return Promise.allSettled(parts).then(() => undefined);
}

/** The shell's own screens under /dashboard; the remotes declare theirs (route-table.ts). */
const SHELL_ROUTES = DASHBOARD_ROUTES.filter((route) => route.owner === 'shell');

/**
 * The routes the deployed remotes declare, once read (at once when a hard load read them already).
 * Read on the way into /dashboard only: the sign-in page has no use for them.
 */
function useRemoteRoutes(): readonly RemoteTableRoute[] | null {
  const [routes, setRoutes] = useState(knownRemoteRoutes);
  const inDashboard = useLocation().pathname.startsWith(dashboardPath(''));
  useEffect(() => {
    if (!routes && inDashboard) void loadRemoteRoutesTable().then(setRoutes);
  }, [routes, inDashboard]);
  return routes;
}

/** A route's screen behind the guard of its declared permissions, titled. */
function guarded(route: { path: string; title: string; permissions: readonly Permission[] }, screen: ReactNode) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <RequirePermission permissions={route.permissions} title={route.title}>
          <PageTitle title={route.title}>{screen}</PageTitle>
        </RequirePermission>
      }
    />
  );
}

const [loginRoute, setupRoute] = GUEST_ROUTES;

export function AppRoutes() {
  const remoteRoutes = useRemoteRoutes();
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route
          path={loginRoute.path}
          element={
            <PageTitle title={loginRoute.title}>
              <LoginPage />
            </PageTitle>
          }
        />
        <Route
          path={setupRoute.path}
          element={
            <PageTitle title={setupRoute.title}>
              <Suspense fallback={null}>
                <AccountSetupPage />
              </Suspense>
            </PageTitle>
          }
        />
      </Route>
      <Route path="/dashboard" element={<RequireLogin />}>
        <Route
          element={
            <Suspense fallback={null}>
              <DashboardLayout />
            </Suspense>
          }
        >
          <Route index element={<Navigate to="home" replace />} />
          {SHELL_ROUTES.map((route) => {
            const Screen = SHELL_SCREENS[route.path]!;
            return guarded(
              route,
              <Suspense fallback={null}>
                <Screen />
              </Suspense>,
            );
          })}
          {remoteRoutes ? (
            remoteRoutes.map((route) =>
              guarded(route, <RemoteScreen remote={route.owner} path={route.path} title={route.title} />),
            )
          ) : (
            <Route path="*" element={<ScreenLoading />} />
          )}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
