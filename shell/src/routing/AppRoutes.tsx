import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_ROUTES, dashboardPath, GUEST_ROUTES, type DashboardRoute } from '@dss/contract';
import { preloadable } from '@dss/ui';
import { LoginPage } from '../login/LoginPage';
import { RemoteScreen } from '../remotes/RemoteScreen';
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

function screenFor(route: DashboardRoute) {
  if (route.owner === 'shell') {
    const Screen = SHELL_SCREENS[route.path]!;
    return (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    );
  }
  return <RemoteScreen remote={route.owner} path={route.path} title={route.title} />;
}

const [loginRoute, setupRoute] = GUEST_ROUTES;

export function AppRoutes() {
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
          {DASHBOARD_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RequirePermission permissions={route.permissions}>
                  <PageTitle title={route.title}>{screenFor(route)}</PageTitle>
                </RequirePermission>
              }
            />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
