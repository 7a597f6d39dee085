/**
 * The console's P2P market section (docs/api.md "Admin": orders awaiting confirmation, confirmed or cancelled
 * with a reason; ads hidden; market settings). Held orders are also in the generic review queue (kind `p2p`);
 * the market's settings are the `p2p_` group of the Configuration page.
 */
import { Alert, Tabs } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/lib/me.ts';
import { AdsTable } from './ads-table.tsx';
import { CurrenciesTable } from './currencies-table.tsx';
import { OrdersTable } from './orders-table.tsx';

export function P2pPage() {
  const { t } = useTranslation();
  const canSeeAds = useCan('content.view');
  const canConfigure = useCan('config.view');
  const items = [
    { key: 'awaiting', label: t('p2p.tab_awaiting'), children: <OrdersTable awaiting /> },
    { key: 'orders', label: t('p2p.tab_orders'), children: <OrdersTable awaiting={false} /> },
    ...(canSeeAds ? [{ key: 'ads', label: t('p2p.tab_ads'), children: <AdsTable /> }] : []),
    ...(canConfigure ? [{ key: 'currencies', label: t('fiat.tab'), children: <CurrenciesTable /> }] : []),
  ];
  return (
    <PageCard title={t('menu.p2p')}>
      {canConfigure && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message={<Trans i18nKey="p2p.settings_hint" components={{ settings: <Link to="/config" /> }} />}
        />
      )}
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
