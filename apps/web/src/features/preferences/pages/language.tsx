/**
 * user/settinglangs (docs/product.md §1): the 9 languages, each by its own name; a change is confirmed first, then
 * stored and applied at once (requests carry it as Accept-Language).
 */
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@app/contract';
import { List, Toast } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { changeLanguage } from '@/lib/i18n';
import { confirmDialog } from '@/lib/confirm-dialog';
import { ActionItem } from '@/components/action-item';

export default function LanguagePage() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Locale;

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    // Asked in the chosen language too: whoever picks a language may not read the one on screen (a guest
    // who landed in the default). Its texts load first; if they cannot, the question stays in one language.
    const chosen = await i18n.loadLanguages(locale).then(
      () => i18n.getFixedT(locale),
      () => undefined,
    );
    const both = (key: string, params?: Record<string, string>) => {
      const there = chosen?.(key, params);
      return there && there !== key && there !== t(key, params) ? (
        <>
          {t(key, params)}
          <span lang={LOCALE_TAGS[locale]} className="lang-confirm-chosen">
            {' · '}
            {there}
          </span>
        </>
      ) : (
        t(key, params)
      );
    };
    const name = { name: LOCALE_NAMES[locale] };
    const confirmed = await confirmDialog({
      content: (
        <div data-testid="lang-question">
          <div>{t('language.confirm', name)}</div>
          {chosen && chosen('language.confirm', name) !== 'language.confirm' && (
            <div lang={LOCALE_TAGS[locale]} data-testid="lang-question-chosen">
              {chosen('language.confirm', name)}
            </div>
          )}
        </div>
      ),
      confirmText: <span data-testid="lang-confirm">{both('common.confirm')}</span>,
      cancelText: <span data-testid="lang-cancel">{both('common.cancel')}</span>,
    });
    if (!confirmed) return;
    await changeLanguage(locale);
    Toast.show({ icon: 'success', content: i18n.t('language.changed') });
  };

  return (
    <Page title={t('title.language')}>
      <List className="form-card" data-testid="lang-list">
        {LOCALES.map((locale) => (
          <ActionItem
            key={locale}
            data-testid={`lang-option-${locale}`}
            current={locale === current}
            onClick={() => choose(locale)}
            arrowIcon={false}
            extra={locale === current ? <CheckOutline color="var(--adm-color-primary)" fontSize={18} /> : null}
          >
            <span lang={locale === 'ng' ? 'pcm' : locale}>{LOCALE_NAMES[locale]}</span>
          </ActionItem>
        ))}
      </List>
    </Page>
  );
}
