/**
 * Ant Design's own texts (pagers, pickers, empty tables, modal buttons) and dayjs's month and weekday names
 * follow the console language. Neither library has Nigerian Pidgin, so `ng` uses British English, the
 * closest both have.
 */
import type { Locale } from '@app/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';

type Loader = () => Promise<unknown>;

const ANTD: Record<Locale, Loader> = {
  en: () => import('antd/locale/en_US'),
  'zh-CHS': () => import('antd/locale/zh_CN'),
  'zh-CHT': () => import('antd/locale/zh_TW'),
  ko: () => import('antd/locale/ko_KR'),
  ja: () => import('antd/locale/ja_JP'),
  vi: () => import('antd/locale/vi_VN'),
  hi: () => import('antd/locale/hi_IN'),
  bn: () => import('antd/locale/bn_BD'),
  ng: () => import('antd/locale/en_GB'),
};

const DAYJS: Record<Locale, [name: string, load: Loader | null]> = {
  en: ['en', null],
  'zh-CHS': ['zh-cn', () => import('dayjs/locale/zh-cn')],
  'zh-CHT': ['zh-tw', () => import('dayjs/locale/zh-tw')],
  ko: ['ko', () => import('dayjs/locale/ko')],
  ja: ['ja', () => import('dayjs/locale/ja')],
  vi: ['vi', () => import('dayjs/locale/vi')],
  hi: ['hi', () => import('dayjs/locale/hi')],
  bn: ['bn', () => import('dayjs/locale/bn')],
  ng: ['en-gb', () => import('dayjs/locale/en-gb')],
};

/** A CommonJS locale module arrives wrapped once or twice in `default`, depending on the bundler. */
function unwrap(module: unknown): AntdLocale {
  let value = module as { default?: unknown; locale?: string };
  while (value.default && !value.locale) value = value.default as typeof value;
  return value as AntdLocale;
}

/** Loads both libraries' texts for `locale`, switches dayjs, and returns antd's for the ConfigProvider. */
export async function loadUiLocale(locale: Locale): Promise<AntdLocale> {
  const [name, loadDayjs] = DAYJS[locale];
  const [antd] = await Promise.all([ANTD[locale](), loadDayjs?.()]);
  dayjs.locale(name);
  return unwrap(antd);
}
