/**
 * Login and register are for guests: a member who opens them (an old bookmark, the back button) is sent on
 * to where the link pointed (`redirect`, in-app paths only) or to the Me tab. Checked on entry only, like
 * RequireAuth, so the login screen's own navigation after signing in is not raced by a second redirect.
 */
import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { isSignedIn } from '@/lib/session';

/** Only in-app paths: a crafted link must not send a session elsewhere. */
export function inAppTarget(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : paths.me;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(isSignedIn);
  const [params] = useSearchParams();
  if (signedIn) return <Navigate to={inAppTarget(params.get('redirect'))} replace />;
  return children;
}
