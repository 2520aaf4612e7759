import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { holdsAny, type Permission } from '@dss/contract';
import { selectUser } from '@dss/api';
import { preloadable } from '@dss/ui';
import { useAppSelector } from '../app/hooks';
import { homePathFor } from './home-path';
import type { RefusedRouteState } from './refused-route';

// Loaded when drawn, not with the sign-in page's first download, which has no use for it.
const ChangePasswordPage = preloadable(() => import('../change-password/ChangePasswordPage').then((m) => m.ChangePasswordPage));

/** / and /accountsetup: a signed-in visitor goes to their home instead (with why, when a guard sent them). */
export function GuestOnly() {
  const user = useAppSelector(selectUser);
  const { state } = useLocation();
  return user ? <Navigate to={homePathFor(user)} replace state={state} /> : <Outlet />;
}

/**
 * /dashboard and its children need a session. A staff member on a default or reset password
 * chooses a new one before anything else.
 */
export function RequireLogin() {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to="/" replace />;
  if (user.mustChangePassword)
    return (
      <Suspense fallback={null}>
        <ChangePasswordPage />
      </Suspense>
    );
  return <Outlet />;
}

/**
 * A route with a permission list sends to / unless the user holds one of them; a signed-in user
 * then reaches their home, which says which screen was refused.
 */
export function RequirePermission({
  permissions,
  title,
  children,
}: {
  permissions: readonly Permission[];
  title: string;
  children: ReactNode;
}) {
  const user = useAppSelector(selectUser);
  if (!user || !holdsAny(user.permissions, permissions)) {
    const refused: RefusedRouteState | null = user ? { refusedRoute: title } : null;
    return <Navigate to="/" replace state={refused} />;
  }
  return <>{children}</>;
}
