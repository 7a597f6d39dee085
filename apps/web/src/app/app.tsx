/** The member app: providers around the hash router. */
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useChatConnection } from '@/lib/socket';
import { AppProvider } from './provider';
import { createRouter } from './router';
import { UpdatePrompt } from './update-prompt';
import './app.css';

export function App() {
  const [router] = useState(createRouter);
  useChatConnection();
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProvider>
  );
}
