/** Entry. The antd-mobile renderer comes first (STACK-NOTES), then the language, then the app. */
import './lib/antd-render';
// Chromium offers installation once, early: kept for the download page from the first screen on.
import './lib/install-prompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
