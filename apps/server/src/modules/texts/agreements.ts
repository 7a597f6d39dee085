/**
 * The user agreement and the privacy policy (docs/product.md §5: both accepted before login and registration). The
 * built-in texts in all 9 languages are the defaults of two operator settings, so operators edit them per
 * locale in the console; readers get their language, English when the operator left it out.
 */
import { LOCALES, type LocalizedText, type Locale } from '@app/contract';
import en from './agreements/en.json' with { type: 'json' };
import zhCHS from './agreements/zh-CHS.json' with { type: 'json' };
import zhCHT from './agreements/zh-CHT.json' with { type: 'json' };
import ko from './agreements/ko.json' with { type: 'json' };
import ja from './agreements/ja.json' with { type: 'json' };
import vi from './agreements/vi.json' with { type: 'json' };
import hi from './agreements/hi.json' with { type: 'json' };
import bn from './agreements/bn.json' with { type: 'json' };
import ng from './agreements/ng.json' with { type: 'json' };

export const AGREEMENT_TYPES = ['user', 'privacy'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

interface Document {
  title: string;
  content: string;
}
const BUILT_IN: Record<Locale, Record<AgreementType, Document>> = {
  en,
  'zh-CHS': zhCHS,
  'zh-CHT': zhCHT,
  ko,
  ja,
  vi,
  hi,
  bn,
  ng,
};

/** One part (`title` or `content`) of a document in every language, as a setting default. */
export function builtInTexts(type: AgreementType, part: keyof Document): LocalizedText {
  const map: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) map[locale] = BUILT_IN[locale][type][part];
  return map as LocalizedText;
}
