/**
 * A screen with docs/product.md §2 navigation bar: blue, white title, back arrow; light grey page background.
 * Back goes to the previous screen, or home when the page was opened directly from a link.
 */
import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from './go-back';
import './page.css';

interface PageProps {
  title: ReactNode;
  /** Tab screens are roots: no back arrow. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
}

/**
 * antd-mobile marks the bar's left slot a button (not focusable, and its back text is aria-hidden), so the
 * arrow had no name for a screen reader (axe "button-name", serious). The slot's role goes; the arrow is a
 * real button with a name instead (see `left` below), which also avoids a button inside a button.
 */
function useNoSlotRole() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  });
  return ref;
}

export function Page({ title, back = true, right, children }: PageProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const ref = useNoSlotRole();
  return (
    <div className="app-page" ref={ref}>
      <NavBar
        className="app-nav"
        back={null}
        left={
          back ? (
            <button type="button" className="app-nav-back" aria-label={t('common.back')} data-testid="nav-back" onClick={goBack}>
              <LeftOutline aria-hidden />
            </button>
          ) : null
        }
        right={right}
      >
        {/* The screen's one h1 (axe "page-has-heading-one"): its title in the bar. */}
        <h1 className="app-nav-title">{title}</h1>
      </NavBar>
      <main className="app-page-body">{children}</main>
    </div>
  );
}
