/**
 * Providers around every screen: server state, Ant Design's theme, its own texts in the console language
 * (ui-locale.ts, reloaded when the operator switches) and its context-aware toasts.
 */
import type { Locale } from '@app/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setMessageApi } from '@/lib/notify.ts';
import { queryClient } from '@/lib/query-client.ts';
import { loadUiLocale } from '@/lib/ui-locale.ts';

function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

function useAntdLocale(): AntdLocale {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<AntdLocale>(enUS);
  useEffect(() => {
    let current = true;
    void loadUiLocale(i18n.language as Locale).then((loaded) => current && setLocale(loaded));
    return () => {
      current = false;
    };
  }, [i18n.language]);
  return locale;
}

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
        <AntApp>
          <MessageBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
