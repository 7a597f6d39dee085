/** The member's ledger history with a coin filter and paging (newest first, both buckets). */
import { COINS, isPostingKind, type Coin } from '@app/contract';
import type { LedgerMemoKey } from '@app/contract/rules/ledger-memo';
import { Select, Space, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { useMemberLedger, type LedgerEntry } from '../api/member-ledger.ts';
import { pageControls } from '@/components/page-controls.ts';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 10;

/** `members.memo_text.<key>` written out (not built from the key) so the locale tests see every text in use. */
const MEMO_TEXT: Record<LedgerMemoKey, string> = {
  p2p_order: 'members.memo_text.p2p_order',
  p2p_ad: 'members.memo_text.p2p_ad',
  shop_order: 'members.memo_text.shop_order',
  withdrawal: 'members.memo_text.withdrawal',
  exchange: 'members.memo_text.exchange',
  transfer: 'members.memo_text.transfer',
  chain_address: 'members.memo_text.chain_address',
  chain_tx: 'members.memo_text.chain_tx',
};

/** The row's memo_text (docs/api.md "Wallet, points and transfers") in words, else the stored memo. */
export function memoText(t: TFunction, row: Pick<LedgerEntry, 'memo' | 'memo_text'>): string {
  const key = row.memo_text && MEMO_TEXT[row.memo_text.key];
  return row.memo_text && key ? t(key, row.memo_text.params) : row.memo;
}

const columns = (t: TFunction): Columns<LedgerEntry> => [
  { title: t('common.time'), dataIndex: 'createtime', width: 160, render: formatTime },
  { title: t('common.coin'), dataIndex: 'coin', width: 70 },
  {
    title: t('common.type'),
    dataIndex: 'type',
    // The kind in words (contract POSTING_KINDS); the stored word stays in the tooltip for support questions.
    render: (type: string) => <Tag title={type}>{t(`members.kind.${isPostingKind(type) ? type : 'other'}`)}</Tag>,
  },
  {
    title: t('common.amount'),
    dataIndex: 'amount',
    align: 'right',
    render: (amount: string, row) => (
      <Typography.Text type={amount.startsWith('-') ? 'danger' : 'success'}>
        {amount.startsWith('-') ? '' : '+'}
        {formatMoney(amount, row.coin)}
      </Typography.Text>
    ),
  },
  {
    title: t('members.balance_after'),
    dataIndex: 'balance',
    align: 'right',
    render: (v: string, row) => formatMoney(v, row.coin),
  },
  {
    title: t('members.bucket'),
    dataIndex: 'bucket',
    render: (bucket: LedgerEntry['bucket']) => (
      <Tag color={bucket === 'frozen' ? 'orange' : 'default'}>{t(`members.bucket_${bucket}`)}</Tag>
    ),
  },
  {
    title: t('members.memo'),
    dataIndex: 'memo',
    // A memo the server wrote in the operator's language; the stored text stays in the tooltip.
    render: (memo: string, row) => <span title={memo}>{memoText(t, row)}</span>,
  },
  { title: t('members.posting'), dataIndex: 'posting_id', width: 80 },
];

export function MemberLedger({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<Coin>();
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger({ user_id: userId, coin, page, limit: PAGE_SIZE });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select<Coin>
        allowClear
        placeholder={t('members.all_coins')}
        style={{ width: 160 }}
        value={coin}
        onChange={(value) => {
          setCoin(value);
          setPage(1);
        }}
        options={COINS.map((c) => ({ value: c, label: c }))}
      />
      <Table<LedgerEntry>
        data-testid="member-ledger"
        rowKey={(entry) => `${entry.bucket}:${entry.id}`}
        size="small"
        columns={columns(t)}
        dataSource={ledger.data?.data}
        loading={ledger.isFetching}
        locale={{ emptyText: coin ? t('members.no_coin_entries', { coin }) : t('members.no_entries') }}
        pagination={pageControls(page, PAGE_SIZE, ledger.data?.total, setPage)}
      />
    </Space>
  );
}
