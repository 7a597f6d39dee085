/**
 * The antd-mobile texts in use, apart from their loaders (antd-locale.ts) so the first screen carries only
 * this: the provider reads it, and re-renders the tree under its ConfigProvider when it changes.
 */
import { setDefaultConfig } from 'antd-mobile';
import { useSyncExternalStore } from 'react';

export type AntdLocale = (typeof import('antd-mobile/es/locales/en-US'))['default'];

let current: AntdLocale | undefined;
const listeners = new Set<() => void>();

/** Makes `texts` the default of every component, the imperative Dialog and Toast included. */
export function setAntdLocale(texts: AntdLocale): void {
  current = texts;
  setDefaultConfig({ locale: texts });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded antd-mobile locale; undefined until the first one has loaded. */
export function useAntdLocale(): AntdLocale | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
