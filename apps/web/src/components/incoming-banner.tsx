/**
 * The in-app banner (docs/api.md "Notifications"): an incoming chat message (the sender's avatar, name and
 * the text) or a notice (its title and body) slides in at the top, hides after a few seconds, and opens the
 * conversation or the notice's link when tapped. It never takes the focus and never changes the screen by
 * itself, so whatever the member is typing stays where it is.
 */
import { BellOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { appRoute, dismissBanner, type Banner } from '@/lib/banner';
import { Avatar } from './avatar';
import './incoming-banner.css';

/** Long enough to read a line, short enough not to sit over the screen (WeChat and Shopee use 3–5 s). */
export const BANNER_MS = 5_000;

export default function IncomingBanner({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id } = banner;
  // The notice centre lists a new notice itself.
  const hidden = banner.kind === 'notice' && pathname === paths.notices;

  useEffect(() => {
    const timer = setTimeout(() => dismissBanner(id), hidden ? 0 : BANNER_MS);
    return () => clearTimeout(timer);
  }, [id, hidden]);

  if (hidden) return null;
  const open = () => {
    dismissBanner(id);
    const route = appRoute(banner.link);
    if (route) navigate(route);
  };
  return (
    <div className="incoming-banner" role="status" data-testid="incoming-banner" data-kind={banner.kind}>
      <button type="button" className="incoming-banner-open" onClick={open} data-testid="incoming-banner-open">
        {banner.kind === 'chat' ? (
          <Avatar src={banner.avatar} size={36} />
        ) : (
          <span className="incoming-banner-icon" aria-hidden>
            <BellOutline />
          </span>
        )}
        <span className="incoming-banner-texts">
          <strong className="incoming-banner-title">{banner.title}</strong>
          <span className="incoming-banner-text">{banner.image ? t('notices.banner_image') : banner.text}</span>
        </span>
      </button>
      <button
        type="button"
        className="incoming-banner-close"
        aria-label={t('notices.banner_close')}
        onClick={() => dismissBanner(id)}
        data-testid="incoming-banner-close"
      >
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}
