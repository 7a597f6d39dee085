/**
 * Pull to refresh in antd-mobile's look and words: its PullToRefresh's classes, head height (40 px), threshold
 * (60 px), rubber band and texts (its locale's, or the screen's own), driven by the browser's touch events and a
 * CSS transition. antd-mobile's component brought react-spring and use-gesture (~26 KB gzipped, the largest
 * evaluation after the first paint at 4× CPU) to every first load of Me, the feed and P2P trading, for a gesture
 * nobody makes before the screen is read (bench/results/lighthouse-2026-12-01.md "changes").
 */
import { useConfig } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './pull-refresh.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullRefreshProps {
  onRefresh: () => Promise<unknown>;
  pullingText?: ReactNode;
  canReleaseText?: ReactNode;
  refreshingText?: ReactNode;
  completeText?: ReactNode;
  children?: ReactNode;
}

const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
const COMPLETE_DELAY_MS = 500;
/** The head's return, as pull-refresh.css times it. */
const SETTLE_MS = 300;

/** antd-mobile's rubber band (utils/rubberband.js) past the top: the head follows the finger less and less. */
export function pulledHeight(fingerTravel: number): number {
  const dimension = HEAD_HEIGHT * 5;
  const constant = 0.5;
  if (fingerTravel <= 0) return 0;
  return (fingerTravel * dimension * constant) / (dimension + constant * fingerTravel);
}

/** Whether every box from the touched element up to the page is scrolled to its top, as antd-mobile checks. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

interface PullTarget {
  element: HTMLElement;
  head: HTMLElement;
  refresh: () => Promise<unknown>;
  onStatus: (status: Status) => void;
}

type TouchHandlers = Partial<Record<'touchstart' | 'touchmove' | 'touchend' | 'touchcancel', (event: TouchEvent) => void>>;

/** Adds the handlers, touchmove not passive: the page must not scroll or bounce while the head follows the finger. */
function listen(element: HTMLElement, handlers: TouchHandlers): () => void {
  const entries = Object.entries(handlers) as [keyof TouchHandlers, (event: TouchEvent) => void][];
  for (const [type, handler] of entries) element.addEventListener(type, handler, { passive: type !== 'touchmove' });
  return () => {
    for (const [type, handler] of entries) element.removeEventListener(type, handler);
  };
}

/** The gesture on `element`: the head's height written directly as the finger moves, the status only when it changes. */
function bindPull({ element, head, refresh, onStatus }: PullTarget): () => void {
  let current: Status = 'pulling';
  let startY: number | undefined;
  let pulling = false;
  const show = (next: Status) => {
    if (current !== next) onStatus((current = next));
  };
  const moveTo = (height: number, settle: boolean) => {
    head.classList.toggle('pull-refresh-following', !settle);
    head.style.height = `${Math.round(height)}px`;
  };
  const run = async () => {
    show('refreshing');
    moveTo(HEAD_HEIGHT, true);
    try {
      await refresh();
      show('complete');
      await wait(COMPLETE_DELAY_MS);
    } finally {
      // A failed refresh has already been shown by the request layer (lib/request.ts); the head just returns.
      moveTo(0, true);
      await wait(SETTLE_MS);
      show('pulling');
    }
  };
  return listen(element, {
    touchstart: (event) => {
      const busy = current === 'refreshing' || current === 'complete';
      startY = !busy && event.touches.length === 1 && atTop(event.target) ? event.touches[0]!.clientY : undefined;
      pulling = false;
    },
    touchmove: (event) => {
      if (startY === undefined) return;
      const travel = event.touches[0]!.clientY - startY;
      if (!pulling && travel <= 0) {
        startY = undefined;
        return;
      }
      pulling = true;
      if (event.cancelable) event.preventDefault();
      const height = pulledHeight(travel);
      moveTo(height, false);
      show(height > THRESHOLD ? 'canRelease' : 'pulling');
    },
    touchend: () => release(),
    touchcancel: () => release(),
  });
  function release() {
    if (startY === undefined || !pulling) return;
    startY = undefined;
    pulling = false;
    if (current === 'canRelease') void run().catch(() => undefined);
    else moveTo(0, true);
  }
}

export function PullRefresh({ onRefresh, children, ...texts }: PullRefreshProps) {
  const { locale } = useConfig();
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('pulling');
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);
  useEffect(
    () => bindPull({ element: root.current!, head: head.current!, refresh: () => refresh.current(), onStatus: setStatus }),
    [],
  );
  const text = {
    pulling: texts.pullingText ?? locale.PullToRefresh.pulling,
    canRelease: texts.canReleaseText ?? locale.PullToRefresh.canRelease,
    refreshing: texts.refreshingText ?? `${locale.common.loading}...`,
    complete: texts.completeText ?? locale.PullToRefresh.complete,
  }[status];
  return (
    <div ref={root} className="adm-pull-to-refresh">
      <div ref={head} className="adm-pull-to-refresh-head pull-refresh-head" aria-live="polite">
        <div className="adm-pull-to-refresh-head-content" style={{ height: HEAD_HEIGHT }}>
          {text}
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  );
}
