import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_ROUTES, GUEST_ROUTES, type DashboardRoute } from '@dss/contract';
import { AccountSetupPage } from '../account-setup/AccountSetupPage';
import { AdminHomePage } from '../admin-home/AdminHomePage';
import { DashboardLayout } from '../chrome/DashboardLayout';
import { HomePage } from '../home/HomePage';
import { LoginPage } from '../login/LoginPage';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { GuestOnly, RequireLogin, RequirePermission } from './guards';
import { PageTitle } from './PageTitle';

const SHELL_SCREENS: Record<string, ComponentType> = {
  home: HomePage,
  adminhome: AdminHomePage,
};

function screenFor(route: DashboardRoute) {
  if (route.owner === 'shell') {
    const Screen = SHELL_SCREENS[route.path]!;
    return <Screen />;
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
              <AccountSetupPage />
            </PageTitle>
          }
        />
      </Route>
      <Route path="/dashboard" element={<RequireLogin />}>
        <Route element={<DashboardLayout />}>
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
