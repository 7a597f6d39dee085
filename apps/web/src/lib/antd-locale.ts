/**
 * antd-mobile's own texts (pull-to-refresh, pickers, empty states, dialog buttons) in the interface
 * language: without a locale it shows Simplified Chinese in every language. antd-mobile ships six of our
 * nine (its locales folder); Hindi, Bengali and Naijá are ours, in its en-US shape. Each loads as its own
 * small chunk, and `setDefaultConfig` reaches the imperative Dialog and Toast too, which render outside
 * any ConfigProvider.
 */
import type { Locale } from '@app/contract';
import { setAntdLocale, type AntdLocale } from './antd-locale-store';

const LOADERS: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-CHS': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-CHT': () => import('antd-mobile/es/locales/zh-TW'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  hi: () => import('./antd-locales/hi'),
  bn: () => import('./antd-locales/bn'),
  ng: () => import('./antd-locales/ng'),
};

/** Loads `locale`'s antd-mobile texts and makes them the default for every component. */
export async function applyAntdLocale(locale: Locale): Promise<void> {
  try {
    const { default: texts } = await LOADERS[locale]();
    setAntdLocale(texts);
  } catch {
    // Offline before the chunk arrived: antd-mobile keeps the texts it had; the next change tries again.
  }
}
