/**
 * The bell on the tab screens (docs/api.md "Notifications"): the unread notice count, and the way to the
 * notice centre. On the first screen, so it only reads a count; the centre is its own chunk.
 */
import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { badgeCount, useNoticeUnread } from '@/lib/notice-unread';
import './notice-bell.css';

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
        <BellOutline aria-hidden />
      </Badge>
    </button>
  );
}
