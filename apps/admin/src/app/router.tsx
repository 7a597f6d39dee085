/** Hash routes (docs/architecture.md "Apps", the console alike): login, then the sections of menu.tsx. */
import { createHashRouter, Navigate } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { SECTIONS } from './menu.tsx';
import { RequireSession } from './require-session.tsx';

export const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireSession>
        <ConsoleLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to={SECTIONS[0]!.path} replace /> },
      ...SECTIONS.map((section) => ({ path: section.path, element: section.element })),
      { path: '*', element: <Navigate to={SECTIONS[0]!.path} replace /> },
    ],
  },
]);
