/** The member app: providers around the hash router. */
import { HashRouter } from 'react-router';
import { useFirstScreenShown } from '@/lib/first-screen';
import { useChatConnection } from '@/lib/socket';
import { AppProvider } from './provider';
import { Screens } from './router';
import { UpdatePrompt } from './update-prompt';
import './app.css';

/**
 * What runs beside the screens without showing on them: the chat connection, and the service worker's
 * registration with its update check, both once the opened screen is shown (lib/first-screen.ts). A component of
 * its own, so their changes re-render it alone, not the screens.
 */
function Background() {
  useChatConnection();
  return useFirstScreenShown() ? <UpdatePrompt /> : null;
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
