/**
 * A screen with the spec §2 navigation bar: blue, white title, back arrow; light grey page background.
 * Back goes to the previous screen, or home when the page was opened directly from a link.
 */
import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

interface PageProps {
  title: ReactNode;
  /** Tab screens are roots: no back arrow. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
}

export function Page({ title, back = true, right, children }: PageProps) {
  const navigate = useNavigate();
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
  return (
    <div className="app-page">
      <NavBar className="app-nav" back={back ? '' : null} onBack={goBack} right={right}>
        {title}
      </NavBar>
      <main className="app-page-body">{children}</main>
    </div>
  );
}
