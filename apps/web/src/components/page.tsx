/**
 * A screen with the spec §2 navigation bar: blue, white title, back arrow; light grey page background.
 * Back goes to the previous screen, or home when the page was opened directly from a link.
 */
import { NavBar } from 'antd-mobile';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

interface PageProps {
  title: ReactNode;
  /** Tab screens are roots: no back arrow. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
}

/**
 * antd-mobile marks the bar's left slot a button even on tab screens, where there is nothing to press; a
 * nameless button fails Lighthouse accessibility (issue 11), so the role goes when there is no back arrow.
 */
function useNoEmptyButton(back: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!back) ref.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  }, [back]);
  return ref;
}

export function Page({ title, back = true, right, children }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useNoEmptyButton(back);
  const goBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(paths.home, { replace: true });
  };
  return (
    <div className="app-page" ref={ref}>
      <NavBar
        className="app-nav"
        back={back ? <span className="sr-only">{t('common.back')}</span> : null}
        onBack={goBack}
        right={right}
      >
        {title}
      </NavBar>
      <main className="app-page-body">{children}</main>
    </div>
  );
}
