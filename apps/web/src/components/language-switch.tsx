/**
 * The way to the language page for anyone, signed in or not (docs/product.md §1 language setting): a globe and the
 * current language in its own name, so a newcomer who cannot read the screen still recognises it. Sits in
 * the nav bar of login, register and the guest Me tab.
 */
import { LOCALE_NAMES, type Locale } from '@app/contract';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import './language-switch.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const name = LOCALE_NAMES[i18n.language as Locale] ?? i18n.language;
  return (
    <button
      type="button"
      className="language-switch"
      data-testid="language-switch"
      aria-label={`${t('title.language')}: ${name}`}
      onClick={() => navigate(paths.language)}
    >
      <GlobalOutline fontSize={18} aria-hidden />
      <span>{name}</span>
    </button>
  );
}
