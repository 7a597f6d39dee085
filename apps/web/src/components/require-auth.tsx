/**
 * Spec §6 "Guest: prompted to log in for protected pages": a guest entering a protected screen is sent to
 * login and brought back afterwards. Checked on entry only: a session ending while the screen is open is
 * handled by whoever ended it (logout goes to Me, a 401 goes to login), not by a second redirect here.
 */
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { loginWithRedirect } from '@/config/paths';
import { isSignedIn } from '@/lib/session';

export function RequireAuth({ children }: { children: ReactNode }) {
  const [signedIn] = useState(isSignedIn);
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={loginWithRedirect(pathname + search)} replace />;
  return children;
}
