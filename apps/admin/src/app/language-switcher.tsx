/** The console language (spec §1: 9 locales, each named in itself), in the header and on the login page. */
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/contract';
import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select<Locale>
      aria-label={t('layout.language')}
      data-testid="language-switcher"
      prefix={<GlobalOutlined />}
      style={{ width: 170 }}
      value={i18n.language as Locale}
      options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      onChange={(locale) => void changeLanguage(locale)}
    />
  );
}
