/** Spec §6 "Guest: prompted to log in for protected pages": a guest is sent to login and brought back. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginWithRedirect } from '@/config/paths';
import { useSignedIn } from '@/lib/session';

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={loginWithRedirect(pathname + search)} replace />;
  return children;
}
