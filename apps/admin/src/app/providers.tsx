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

/**
 * Ant Design's defaults read below WCAG AA (axe color-contrast, serious): white on #1677ff is 4.1:1 and the
 * secondary and label greys (45% black) 3.4:1 on white, a danger button's red 3.9:1. A deeper primary and red
 * (5.9:1 each) and 62% black (5.9:1) keep the look and reach 4.5:1.
 */
const THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorError: '#cf1322',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  },
};

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={THEME}>
        <AntApp>
          <MessageBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
