/**
 * antd-mobile's PullToRefresh, with its code (react-spring and use-gesture, ~26 KB gzipped) loaded once the opened
 * screen is shown (lib/first-screen.ts), not before its first paint: nobody pulls a screen that has not appeared
 * (bench/results/lighthouse-2026-11-29-b.md "changes"). Until then the content sits in antd-mobile's own wrapper
 * classes. The content is rendered through a portal into a node of its own, which moves into the pull wrapper
 * when its code arrives: swapping wrappers would otherwise rebuild the content and lose its state.
 */
import type { PullToRefreshProps } from 'antd-mobile';
import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { afterFirstScreen } from '@/lib/first-screen';

type Wrapper = ComponentType<PullToRefreshProps>;

let loaded: Wrapper | undefined;

function loadPullToRefresh(): Promise<Wrapper> {
  return import('@/lib/antd-pull-to-refresh').then((module) => (loaded = module.PullToRefresh));
}

/** The wrapper's place for the content, as antd-mobile's PullToRefresh lays it out. */
function Plain({ children }: { children?: PullToRefreshProps['children'] }) {
  return (
    <div className="adm-pull-to-refresh">
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  );
}

export function PullRefresh({ children, ...props }: PullToRefreshProps) {
  const [Loaded, setLoaded] = useState<Wrapper | undefined>(() => loaded);
  const [content] = useState(() => document.createElement('div'));
  useEffect(() => {
    if (Loaded) return;
    let mounted = true;
    afterFirstScreen(() => {
      // Offline before the service worker has it: the screen stays as it is, without the pull.
      loadPullToRefresh().then(
        (wrapper) => mounted && setLoaded(() => wrapper),
        () => undefined,
      );
    });
    return () => {
      mounted = false;
    };
  }, [Loaded]);
  // A ref, not an effect: it is attached before the content's own layout effects run, so they measure it in place.
  // Moved only when the wrapper changed: moving a node blurs whatever has focus inside it.
  const slot = (
    <div
      ref={(element) => {
        if (element && content.parentNode !== element) element.append(content);
      }}
    />
  );
  return (
    <>
      {Loaded ? <Loaded {...props}>{slot}</Loaded> : <Plain>{slot}</Plain>}
      {createPortal(children, content)}
    </>
  );
}
