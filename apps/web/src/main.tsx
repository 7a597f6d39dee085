/** Entry. The antd-mobile renderer comes first (STACK-NOTES), then the language, then the app. */
import './lib/antd-render';
// Chromium offers installation once, early: kept for the download page from the first screen on.
import './lib/install-prompt';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { requestFirstScreenData } from './app/first-data';
import { initI18n } from './lib/i18n';
import { listenToServiceWorkerData } from './lib/service-worker-data';

listenToServiceWorkerData();
requestFirstScreenData();

void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // building the whole first screen in one long task (Total Blocking Time, bench/results/lighthouse-*.md),
  // and the prerendered shell of index.html stays until that screen is ready to replace it.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
