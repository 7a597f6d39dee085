/** The member app: providers around the hash router. */
import { HashRouter } from '@/lib/router';
import { useIdle } from '@/components/use-idle';
import { useServiceWorkerWanted } from '@/lib/service-worker';
import { useChatConnection } from '@/lib/socket';
import { AppProvider } from './provider';
import { Screens } from './router';
import { UpdatePrompt } from './update-prompt';
import './app.css';

/**
 * The service worker installs this long after the opened screen is shown: its install fetches and stores the
 * whole build (about 2 MB), and started at once, it ran beside the screen's lower part and counts, and the Me tab's
 * main thread took about 200 ms more in a first load (bench/results/lighthouse-2026-12-02-c.md "changes").
 */
const SERVICE_WORKER_AFTER_MS = 3000;

/**
 * What runs beside the screens without showing on them: the chat connection once the opened screen is shown
 * (lib/first-screen.ts), and the service worker's registration with its update check a while later
 * (components/use-idle.ts), or when a screen asks for it (lib/service-worker.ts). A component of its own, so their
 * changes re-render it alone.
 */
function Background() {
  useChatConnection();
  const due = useIdle(SERVICE_WORKER_AFTER_MS);
  const wanted = useServiceWorkerWanted();
  return due || wanted ? <UpdatePrompt /> : null;
}

export function App() {
  return (
    <AppProvider>
      <HashRouter>
        <Screens />
      </HashRouter>
      <Background />
    </AppProvider>
  );
}
