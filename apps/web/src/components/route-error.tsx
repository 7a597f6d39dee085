/**
 * The error boundary around every route (app/router.tsx): a screen whose code fails to load (offline, or
 * a chunk removed by a redeploy) or that throws while rendering shows an error view with the navigation
 * bar and a retry, never a blank page. A failed chunk first reloads the page once, which picks up the
 * current build after a redeploy; a sessionStorage stamp keeps that from looping when the reload fails too.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/lib/router';
import { useGoBack } from './go-back';
import './page.css';

const RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this time of the automatic reload shows the error view instead. */
const RELOAD_GUARD_MS = 60_000;

/** Chromium, Firefox and Safari word a failed dynamic import differently; Vite adds its CSS preload error. */
export function isChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(message);
}

/** Reloads the page unless it already did so a moment ago; returns whether it did. */
export function reloadOnce(storage: Storage = sessionStorage, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/** Two strokes each: the back chevron and the failure mark, drawn here rather than imported as icon components. */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * The error view draws the navigation bar itself, like components/page.tsx, in plain elements: it is on
 * every first load, so it brings no antd-mobile component of its own (the first-load budget, budget.e2e.ts).
 */
export function ErrorView({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <div className="app-page">
      <header className="app-nav route-error-bar">
        <button type="button" className="app-nav-back" aria-label={t('common.back')} onClick={goBack}>
          <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden {...stroke}>
            <path d="M15 4l-8 8 8 8" />
          </svg>
        </button>
        <h1 className="app-nav-title">{t('app.name')}</h1>
      </header>
      <main className="app-page-body">
        <div className="route-error" role="alert" data-testid="route-error">
          <svg
            className="route-error-icon"
            width="1em"
            height="1em"
            viewBox="0 0 24 24"
            aria-hidden
            {...stroke}
            strokeWidth={1.5}
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M9 9l6 6M15 9l-6 6" />
          </svg>
          <h2>{t('screen.error_title')}</h2>
          <p>{t(chunk ? 'screen.error_chunk' : 'screen.error_render')}</p>
          <button
            type="button"
            className="route-error-retry"
            data-testid="route-error-retry"
            onClick={() => window.location.reload()}
          >
            {t('common.retry')}
          </button>
        </div>
      </main>
    </div>
  );
}

interface BoundaryProps {
  /** The screen's path: opening another screen clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  key: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    if (isChunkError(error)) reloadOnce();
  }

  override render() {
    if (this.state.error) return <ErrorView chunk={isChunkError(this.state.error)} />;
    return this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
