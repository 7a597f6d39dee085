/**
 * The bell on the tab screens (docs/api.md "Notifications"): the unread notice count, and the way to the
 * notice centre. On the first screen, so it only reads a count; the centre is its own chunk.
 */
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { badgeCount, useNoticeUnread } from '@/lib/notice-unread';
import './notice-bell.css';

/**
 * The outline bell of Material Icons ("notifications_none", Apache-2.0) drawn inline: antd-mobile's
 * BellOutline weighs over 1 KB gzipped, more than the first load has to spare.
 */
const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2zm-2 1H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5v6z';

/** `floating`: over the map, which has no title bar; otherwise in the title bar's right corner. */
export function NoticeBell({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useNoticeUnread().data?.unread ?? 0;
  const count = badgeCount(unread);
  return (
    <button
      type="button"
      className={floating ? 'notice-bell is-floating' : 'notice-bell'}
      data-testid="notice-bell"
      aria-label={count ? t('tab.notices_unread', { unread: count }) : t('tab.notices')}
      onClick={() => navigate(paths.notices)}
    >
      <Badge content={count} data-testid="notice-bell-count">
        <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
          <path d={BELL} />
        </svg>
      </Badge>
    </button>
  );
}
