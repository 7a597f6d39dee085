/**
 * Pi payments (docs/api.md "Pi app (Pi mode)" → "Console"): the Pi wallet deposits not completed yet — approved and
 * waiting for the member's transaction, completing (the Platform API's completion not confirmed, retried by the
 * job), or cancelled — oldest first, with the attempts and the last error, and a retry of one's completion now for
 * operators who may decide reviews. Outside Pi mode the page says so and lists nothing.
 */
import type { PiPaymentStateWord } from '@app/contract';
import { Alert, Button, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { PageCard } from '@/components/page-card.tsx';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { useCan } from '@/lib/me.ts';
import { usePiMode, usePiPayments, useRetryPiPayment } from '../api/pi-payments.ts';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;

interface Row {
  identifier: string;
  user_id: number;
  username: string;
  amount: string;
  state: PiPaymentStateWord;
  txid: string | null;
  attempts: number;
  last_error: string;
  createtime: number;
}

const STATE_COLOR: Record<PiPaymentStateWord, string> = {
  approved: 'blue',
  completing: 'orange',
  completed: 'green',
  cancelled: 'default',
};

function stateText(t: TFunction, state: PiPaymentStateWord): string {
  const words = {
    approved: t('pi.state_approved'),
    completing: t('pi.state_completing'),
    completed: t('pi.state_completed'),
    cancelled: t('pi.state_cancelled'),
  };
  return words[state];
}

const columns = (t: TFunction): Columns<Row> => [
  {
    title: t('pi.payment'),
    dataIndex: 'identifier',
    width: 200,
    render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
  },
  { title: t('pi.member'), width: 170, render: (_, r) => `${r.username} (#${r.user_id})` },
  { title: t('pi.amount'), dataIndex: 'amount', width: 110, render: (amount: string) => `${formatMoney(amount, 'PI')} PI` },
  {
    title: t('common.state'),
    dataIndex: 'state',
    width: 130,
    render: (state: PiPaymentStateWord) => <Tag color={STATE_COLOR[state]}>{stateText(t, state)}</Tag>,
  },
  {
    title: t('pi.txid'),
    dataIndex: 'txid',
    width: 160,
    render: (txid: string | null) =>
      txid ? <Typography.Text copyable={{ text: txid }}>{`${txid.slice(0, 10)}…`}</Typography.Text> : '—',
  },
  { title: t('pi.attempts'), dataIndex: 'attempts', width: 90 },
  {
    title: t('pi.last_error'),
    dataIndex: 'last_error',
    render: (error: string) => error || '—',
  },
  { title: t('pi.created'), dataIndex: 'createtime', width: 165, render: formatTime },
];

function RetryButton({ row }: { row: Row }) {
  const { t } = useTranslation();
  const retry = useRetryPiPayment();
  if (row.state === 'cancelled' || row.state === 'completed') return null;
  return (
    <Button
      size="small"
      loading={retry.isPending && retry.variables === row.identifier}
      onClick={() => retry.mutate(row.identifier)}
      data-testid={`pi-retry-${row.identifier}`}
    >
      {t('pi.retry')}
    </Button>
  );
}

export function PiPaymentsPage() {
  const { t } = useTranslation();
  const mode = usePiMode();
  const enabled = mode.data?.enabled === true;
  const { paging, query } = useListState<object>(PAGE_SIZE);
  const list = usePiPayments(query, enabled);
  const canRetry = useCan('review.decide');
  const all: Columns<Row> = [
    ...columns(t),
    ...(canRetry ? [{ title: '', width: 110, render: (_: unknown, r: Row) => <RetryButton row={r} /> }] : []),
  ];
  return (
    <PageCard title={t('menu.pi')}>
      <Typography.Paragraph type="secondary">{t('pi.intro')}</Typography.Paragraph>
      {mode.data && !enabled ? (
        <Alert type="info" showIcon title={t('pi.mode_off')} data-testid="pi-payments-off" />
      ) : (
        <ListTable<Row>
          rowKey="identifier"
          list={{ data: list.data, isFetching: list.isFetching || mode.isLoading }}
          paging={paging}
          columns={all}
          scroll={{ x: 1300 }}
          emptyText={t('pi.none')}
          data-testid="pi-payments"
        />
      )}
    </PageCard>
  );
}
