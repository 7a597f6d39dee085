/** The member app: providers around the hash router. */
import { HashRouter } from 'react-router';
import { useChatConnection } from '@/lib/socket';
import { AppProvider } from './provider';
import { Screens } from './router';
import { UpdatePrompt } from './update-prompt';
import './app.css';

export function App() {
  useChatConnection();
  return (
    <AppProvider>
      <HashRouter>
        <Screens />
      </HashRouter>
      <UpdatePrompt />
    </AppProvider>
  );
}
