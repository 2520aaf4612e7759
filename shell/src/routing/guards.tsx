import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { holdsAny, type Permission } from '@dss/contract';
import { selectUser } from '@dss/api';
import { useAppSelector } from '../app/hooks';
import { ChangePasswordPage } from '../change-password/ChangePasswordPage';
import { homePathFor } from './home-path';

/** / and /accountsetup: a signed-in visitor goes to their home instead. */
export function GuestOnly() {
  const user = useAppSelector(selectUser);
  return user ? <Navigate to={homePathFor(user)} replace /> : <Outlet />;
}

/**
 * /dashboard and its children need a session. A staff member on a default or reset password
 * chooses a new one before anything else.
 */
export function RequireLogin() {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to="/" replace />;
  if (user.mustChangePassword) return <ChangePasswordPage />;
  return <Outlet />;
}

/** A route with a permission list sends to / unless the user holds one of them. */
export function RequirePermission({ permissions, children }: { permissions: readonly Permission[]; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user || !holdsAny(user.permissions, permissions)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
