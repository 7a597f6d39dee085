/** App-wide providers: server state (TanStack Query) and antd-mobile's texts in the interface language. */
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAntdLocale } from '@/lib/antd-locale-store';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // One tree shape whether or not the texts have loaded, so their arrival never remounts the screens.
  return (
    <ConfigProvider {...(locale ? { locale } : {})}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
