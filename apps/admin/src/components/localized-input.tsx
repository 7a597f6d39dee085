/**
 * One text in every language (docs/product.md §1: 9 locales) for names and documents operators enter: English first
 * and required, the others optional — the member app shows English wherever one is left empty. Short
 * names get a field per language; long texts (`multiline`) a tab per language so the page stays short.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/contract';
import { Input, Space, Tabs, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export type LocalizedValue = Partial<Record<Locale, string>>;

interface LocalizedInputProps {
  value?: LocalizedValue;
  onChange?: (value: LocalizedValue) => void;
  multiline?: boolean;
  maxLength?: number;
  /** prefix of each field's data-testid: `<testId>-<locale>` */
  testId?: string;
}

/** English must be there: it is what every reader gets when their own language is missing. */
export function englishRequired(t: TFunction): Rule {
  return {
    validator: (_, value?: LocalizedValue) =>
      value?.en?.trim() ? Promise.resolve() : Promise.reject(new Error(t('localized.english_required'))),
  };
}

export function LocalizedInput({ value = {}, onChange, multiline, maxLength, testId = 'localized' }: LocalizedInputProps) {
  const { t } = useTranslation();
  const set = (locale: Locale, text: string) => onChange?.({ ...value, [locale]: text });
  const field = (locale: Locale) => {
    const common = {
      value: value[locale] ?? '',
      maxLength,
      'aria-label': LOCALE_NAMES[locale],
      'data-testid': `${testId}-${locale}`,
      placeholder: locale === 'en' ? undefined : value.en,
    };
    return multiline ? (
      <Input.TextArea {...common} autoSize={{ minRows: 6, maxRows: 20 }} onChange={(e) => set(locale, e.target.value)} />
    ) : (
      <Space.Compact style={{ width: '100%' }}>
        <Space.Addon style={{ minWidth: 132 }}>{LOCALE_NAMES[locale]}</Space.Addon>
        <Input {...common} onChange={(e) => set(locale, e.target.value)} />
      </Space.Compact>
    );
  };
  const hint = <Typography.Text type="secondary">{t('localized.fallback_hint')}</Typography.Text>;
  if (!multiline)
    return (
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        {LOCALES.map((locale) => (
          <div key={locale}>{field(locale)}</div>
        ))}
        {hint}
      </Space>
    );
  return (
    <>
      <Tabs
        size="small"
        items={LOCALES.map((locale) => ({
          key: locale,
          // A language still empty is marked so the operator sees where English will show instead.
          label: value[locale]?.trim() ? LOCALE_NAMES[locale] : `${LOCALE_NAMES[locale]} ·`,
          children: field(locale),
        }))}
      />
      {hint}
    </>
  );
}
