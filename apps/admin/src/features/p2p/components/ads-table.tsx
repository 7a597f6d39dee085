/** Every member's P2P ads with their escrow; an open ad can be hidden with a reason (its escrow returns). */
import { P2P_AD_STATUSES, type AdminP2pAd, type P2pAdStatus, type P2pAdType } from '@app/contract';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HideToggle } from '@/components/hide-toggle.tsx';
import { FilterSelect, SearchBox } from '@/components/list-filters.tsx';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { ReasonTag } from '@/components/reason-tag.tsx';
import { useCan } from '@/lib/me.ts';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { useHideAd, useP2pAds } from '../api/p2p-api.ts';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<P2pAdStatus, string> = { open: 'green', finished: 'blue', cancelled: 'default', hidden: 'red' };

/**
 * Shown when the reply offers `hide` (an open ad; docs/architecture.md "Allowed actions"); a hidden ad is
 * not put back (its escrow has already returned).
 */
function HideAd({ ad }: { ad: AdminP2pAd }) {
  const { t } = useTranslation();
  const hide = useHideAd();
  if (!ad.actions.includes('hide')) return null;
  return (
    <HideToggle
      hidden={false}
      testId={`p2p-hide-${ad.id}`}
      hideTitle={t('p2p.hide_title', { id: ad.id, member: ad.username, amount: `${ad.frozen} ${ad.frozen_coin}` })}
      hideText={t('p2p.hide_ad')}
      onHide={(reason) => hide.mutateAsync({ id: ad.id, reason })}
      pending={hide.isPending}
    />
  );
}

const adColumns = (t: TFunction): Columns<AdminP2pAd> => [
  { title: '#', dataIndex: 'id', width: 70 },
  { title: t('common.member'), dataIndex: 'username', width: 130 },
  {
    title: t('p2p.side'),
    dataIndex: 'type',
    width: 70,
    render: (type: P2pAdType) => <Tag color={type === 'sell' ? 'volcano' : 'geekblue'}>{t(`p2p.ad_type.${type}`)}</Tag>,
  },
  { title: t('common.price'), dataIndex: 'price', width: 100, align: 'right', render: (v: string) => formatMoney(v, 'USDT') },
  { title: t('p2p.quantity'), dataIndex: 'quantity', width: 120, align: 'right', render: (v: string) => formatMoney(v, 'PI') },
  { title: t('p2p.remaining'), dataIndex: 'remaining', width: 120, align: 'right', render: (v: string) => formatMoney(v, 'PI') },
  { title: t('p2p.min'), dataIndex: 'min_quantity', width: 110, align: 'right', render: (v: string) => formatMoney(v, 'PI') },
  { title: t('p2p.escrow'), width: 150, align: 'right', render: (_, ad) => `${ad.frozen} ${ad.frozen_coin}` },
  {
    title: t('p2p.remark'),
    dataIndex: 'remark',
    render: (remark: string) => (
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
        {remark}
      </Typography.Paragraph>
    ),
  },
  {
    title: t('common.state'),
    width: 160,
    render: (_, ad) => (
      <ReasonTag color={STATUS_COLOR[ad.status]} text={t(`p2p.ad_status.${ad.status}`)} reason={ad.hide_reason} />
    ),
  },
  { title: t('p2p.posted'), dataIndex: 'createtime', width: 165, render: formatTime },
];

export function AdsTable() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ status?: P2pAdStatus; type?: P2pAdType; keyword?: string }>(
    PAGE_SIZE,
  );
  const canModerate = useCan('content.moderate');
  const list = useP2pAds(query);
  const columns: Columns<AdminP2pAd> = [
    ...adColumns(t),
    ...(canModerate ? [{ title: '', width: 80, render: (_: unknown, ad: AdminP2pAd) => <HideAd ad={ad} /> }] : []),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect<P2pAdType>
          placeholder={t('p2p.any_side')}
          width={120}
          value={filters.type}
          options={[
            { value: 'sell', label: t('p2p.sell_ads') },
            { value: 'buy', label: t('p2p.buy_ads') },
          ]}
          onChange={filter('type')}
        />
        <FilterSelect<P2pAdStatus>
          placeholder={t('common.any_state')}
          width={140}
          value={filters.status}
          options={P2P_AD_STATUSES.map((s) => ({ value: s, label: t(`p2p.ad_status.${s}`) }))}
          onChange={filter('status')}
        />
        <SearchBox placeholder={t('login.username')} width={220} onSearch={filter('keyword')} />
      </Space>
      <ListTable<AdminP2pAd> list={list} paging={paging} columns={columns} scroll={{ x: 1400 }} emptyText={t('p2p.no_ads')} />
    </>
  );
}
