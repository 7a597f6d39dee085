/** Entry. zod's setting and the antd-mobile renderer come first (STACK-NOTES), then the language, then the app. */
import './lib/zod-jitless';
import './lib/antd-render';
// Chromium offers installation once, early: kept for the download page from the first screen on.
import './lib/install-prompt';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { opensTabScreen } from './app/first-data';
import { opensHomeMap } from './app/opened-screen';
import { appStylesheetReady } from './lib/app-stylesheet';
import { watchFirstScreen } from './lib/first-screen';
import { initI18n, warmTranslation } from './lib/i18n';
import { listenToServiceWorkerData } from './lib/service-worker-data';

// The opened screen's chunks, texts and first reads were started by the boot entry (boot.ts).
listenToServiceWorkerData();

void Promise.all([initI18n(undefined, !opensHomeMap()), appStylesheetReady()]).then(() => {
  // React clears #root as it commits its first render, so the prerendered shell of index.html is replaced in the
  // same task as the app's first screen is drawn, at the same sizes (app.css), and nothing shifts.
  createRoot(document.getElementById('root')!).render(<App />);
  watchFirstScreen();
  // A tab screen's bar has run the translation path in this render already; warming it again was added work on
  // the home map's first load in Lighthouse's runs (bench/results/lighthouse-2026-12-02.md "changes").
  if (!opensTabScreen()) warmTranslation();
});
