/**
 * The console language (docs/product.md §1: 9 locales, each named in itself), in the header and on the login page.
 * A menu button rather than a select, so the section's own selects stay the first ones on each page.
 */
import { LOCALE_NAMES, LOCALES, type Locale } from '@app/contract';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n.ts';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map((l) => ({ key: l, label: LOCALE_NAMES[l] })),
        onClick: ({ key }) => void changeLanguage(key as Locale),
      }}
    >
      {/* The name includes the words shown (axe label-content-name-mismatch): "Language: English". */}
      <Button
        icon={<GlobalOutlined />}
        aria-label={`${t('layout.language')}: ${LOCALE_NAMES[current]}`}
        data-testid="language-switcher"
      >
        {LOCALE_NAMES[current]}
      </Button>
    </Dropdown>
  );
}
