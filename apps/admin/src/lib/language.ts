/**
 * The console's interface language (docs/product.md §1 locales): the operator's choice, kept in this browser under a
 * key of its own so the member app's language is not changed by it. English until an operator picks one.
 */
import { LOCALES, type Locale } from '@app/contract';

const LANGUAGE_KEY = 'admin.lang';
export const CONSOLE_DEFAULT_LOCALE: Locale = 'en';

export function getLanguage(): Locale {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return LOCALES.find((l) => l === stored) ?? CONSOLE_DEFAULT_LOCALE;
}

export function setLanguage(locale: Locale): void {
  localStorage.setItem(LANGUAGE_KEY, locale);
}
