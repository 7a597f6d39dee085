/**
 * page/business/advertisement, my advertisements with their remaining quantity and a cancel button
 * (docs/api.md /api/ctoc/myads, /api/ctoc/cancelad), filtered by status, pull to refresh.
 */
import { P2P_AD_STATUSES, type P2pAdStatus } from '@app/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { PullRefresh } from '@/components/pull-refresh';
import { paths } from '@/config/paths';
import { useMyAds } from '../api/my-ads';
import { MyAdCard } from '../components/my-ad-card';
import { EmptyState, LoadFailed, MoreOnScroll } from '../components/query-state';
import { StatusTabs } from '../components/status-tabs';
import './p2p.css';

function MyAdList({ status }: { status: P2pAdStatus | '' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ads = useMyAds(status);
  if (!ads.data) return <LoadFailed query={ads} testId="p2p-my-ads" />;
  const rows = ads.data.pages.flatMap((page) => page.data);
  if (rows.length === 0)
    return (
      <EmptyState text={t('p2p.no_my_ads')} testId="p2p-my-ads">
        <Button color="primary" onClick={() => navigate(paths.createAd)}>
          {t('p2p.create_ad')}
        </Button>
      </EmptyState>
    );
  return (
    <PullRefresh
      onRefresh={() => ads.refetch().then(() => undefined)}
      pullingText={t('p2p.pull')}
      canReleaseText={t('p2p.release')}
      refreshingText={t('p2p.refreshing')}
      completeText={t('p2p.refreshed')}
    >
      <div className="p2p-body" data-testid="p2p-my-ads">
        {rows.map((ad) => (
          <MyAdCard key={ad.id} ad={ad} />
        ))}
        <MoreOnScroll query={ads} />
      </div>
    </PullRefresh>
  );
}

export default function MyAdsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<P2pAdStatus | ''>('');
  return (
    <Page
      title={t('title.advertisement')}
      right={
        <span onClick={() => navigate(paths.createAd)} data-testid="p2p-my-ads-create">
          {t('p2p.create_ad')}
        </span>
      }
    >
      <StatusTabs statuses={P2P_AD_STATUSES} value={status} onChange={setStatus} testId="p2p-ads-tab" />
      <MyAdList key={status} status={status} />
    </Page>
  );
}
