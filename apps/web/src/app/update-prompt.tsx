/**
 * App update (docs/product.md §3 "App update state", §4 "App update"): the web form of the 1.5.3 client's
 * update flow. A newly deployed build installs its service worker in the background and waits; the member
 * is asked before the app switches to it (and reloads). A native download announced by /api/common/init
 * (`update: {type, url}`) is offered once per link; "later" is remembered like the client's `ignore` record.
 * The dialogs load only once there is something to ask (update-dialogs.tsx).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useInit } from '@/lib/app-init';
import { serviceWorkerRegistered } from '@/lib/service-worker';

const UpdateDialogs = lazy(() => import('./update-dialogs'));

/** How often an open app asks the server for a newer build, besides each return to the app. */
const CHECK_MS = 30 * 60 * 1000;
const IGNORED_KEY = 'update-ignored';

function useNewBuild() {
  const sw = useRegisterSW({
    // The page reloads itself once the new build controls it (`update` below). vite-plugin-pwa's own reload
    // only follows for a page that was already controlled when it registered; a first visit's page is taken
    // over later (public/data-sw.js claims it), and "Update now" left it on the old build with the dialog open.
    onNeedReload() {},
    onRegisterError() {
      serviceWorkerRegistered(undefined);
    },
    onRegisteredSW(_url, registration) {
      serviceWorkerRegistered(registration);
      if (!registration) return;
      setInterval(() => void registration.update(), CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update();
      });
    },
  });
  const [needRefresh, setNeedRefresh] = sw.needRefresh;
  const update = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void sw.updateServiceWorker(true);
  };
  return { needRefresh, later: () => setNeedRefresh(false), update };
}

export function UpdatePrompt() {
  const build = useNewBuild();
  const download = useInit().data?.update;
  const [ignored, setIgnored] = useState(() => localStorage.getItem(IGNORED_KEY));
  const offerDownload = Boolean(download?.url) && ignored !== download?.url && !build.needRefresh;
  // Once asked, the dialogs stay mounted so they can animate closed (state adjusted while rendering,
  // React's pattern for state that follows a prop, instead of an effect that renders twice).
  const [asked, setAsked] = useState(false);
  if ((build.needRefresh || offerDownload) && !asked) setAsked(true);
  useEffect(() => {
    if (ignored) localStorage.setItem(IGNORED_KEY, ignored);
  }, [ignored]);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialogs
        newBuild={build.needRefresh}
        onUpdate={build.update}
        onLater={build.later}
        offerDownload={offerDownload}
        onDownload={() => {
          window.open(download!.url, '_blank', 'noopener');
          setIgnored(download!.url);
        }}
        onIgnoreDownload={() => setIgnored(download!.url)}
      />
    </Suspense>
  );
}
