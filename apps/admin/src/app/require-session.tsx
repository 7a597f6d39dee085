/** Sends a visitor without an operator token to login; an expired token is caught by the request client (401). */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '@/lib/session.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  if (!getToken()) return <Navigate to="/login" replace />;
  return children;
}
