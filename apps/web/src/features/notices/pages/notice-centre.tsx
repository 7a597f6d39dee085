/**
 * The notice centre (docs/api.md "Notifications"): a member's notices filed by group in tabs (all, wallet,
 * account, shop, P2P, community, safety), newest first, unread ones marked. Tapping one marks it read and
 * opens its link; "Read all" clears the count. The tab lives in the URL, so back returns to it. A notice
 * arriving meanwhile refreshes the lists (lib/socket.ts).
 */
import type { Notice } from '@app/contract';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { appRoute } from '@/lib/app-route';
import { useNoticeUnread } from '@/lib/notice-unread';
import { NOTICE_TABS, type NoticeTab } from '../api/notice-list';
import { useReadNotices } from '../api/read-notices';
import { NoticeList } from '../components/notice-list';
import './notices.css';

export default function NoticeCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as NoticeTab | null;
  const tab = asked && NOTICE_TABS.includes(asked) ? asked : 'all';
  const unread = useNoticeUnread().data?.unread ?? 0;
  const read = useReadNotices();

  const open = (notice: Notice) => {
    if (!notice.read) read.mutate({ ids: [notice.id] });
    const route = appRoute(notice.link);
    if (route) navigate(route);
  };

  return (
    <Page
      title={t('notices.title')}
      right={
        <button
          type="button"
          className="notices-read-all"
          data-testid="notices-read-all"
          disabled={unread === 0 || read.isPending}
          onClick={() => read.mutate({ all: true })}
        >
          {t('notices.read_all')}
        </button>
      }
    >
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} className="notices-tabs">
        {NOTICE_TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`notices-tab-${key}`}>{t(`notices.tab_${key}`)}</span>} />
        ))}
      </Tabs>
      <NoticeList key={tab} tab={tab} onOpen={open} />
    </Page>
  );
}
