/**
 * The console's P2P market section (issue 6 "Console: orders awaiting confirmation (confirm / cancel with
 * reason), ads (hide), market settings"). Held orders are also in the generic review queue (kind `p2p`);
 * the market's settings are the `p2p_` group of the Configuration page.
 */
import { Alert, Tabs } from 'antd';
import { Link } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/features/auth/api/me.ts';
import { AdsTable } from './ads-table.tsx';
import { OrdersTable } from './orders-table.tsx';

export function P2pPage() {
  const canSeeAds = useCan('content.view');
  const canConfigure = useCan('config.view');
  const items = [
    { key: 'awaiting', label: 'Awaiting confirmation', children: <OrdersTable awaiting /> },
    { key: 'orders', label: 'All orders', children: <OrdersTable awaiting={false} /> },
    ...(canSeeAds ? [{ key: 'ads', label: 'Ads', children: <AdsTable /> }] : []),
  ];
  return (
    <PageCard title="P2P market">
      {canConfigure && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message={
            <>
              Payment window, confirmation delay, review threshold, fee and abuse limits are in{' '}
              <Link to="/config">Configuration → P2P market</Link>.
            </>
          }
        />
      )}
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
