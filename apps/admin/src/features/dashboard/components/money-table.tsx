/** The money part: one row per coin — held, escrow, fees, withdrawals and payouts waiting. */
import type { Coin, DashboardMoney } from '@app/contract';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { columnsOf } from '@/components/table-columns.ts';

interface CoinRow {
  coin: string;
  available?: string;
  frozen?: string;
  escrow_shop?: string;
  escrow_p2p?: string;
  fees_today?: string;
  fees_7d?: string;
  withdrawals?: string;
  payouts?: string;
}

function rowsOf(money: DashboardMoney, waiting: (count: number, amount: string) => string): CoinRow[] {
  const rows = new Map<string, CoinRow>();
  const row = (coin: string) => rows.get(coin) ?? rows.set(coin, { coin }).get(coin)!;
  const shown = (coin: string, amount: string) => formatMoney(amount, coin as Coin);
  for (const c of money.coins)
    Object.assign(row(c.coin), { available: shown(c.coin, c.available), frozen: shown(c.coin, c.frozen) });
  for (const c of money.escrow.shop) row(c.coin).escrow_shop = shown(c.coin, c.amount);
  for (const c of money.escrow.p2p) row(c.coin).escrow_p2p = shown(c.coin, c.amount);
  for (const f of money.fees)
    Object.assign(row(f.coin), { fees_today: shown(f.coin, f.today), fees_7d: shown(f.coin, f.last_7d) });
  for (const w of money.withdrawals.pending) row(w.coin).withdrawals = waiting(w.count, shown(w.coin, w.amount));
  for (const w of money.withdrawals.payouts) row(w.coin).payouts = waiting(w.count, shown(w.coin, w.amount));
  return [...rows.values()].sort((a, b) => a.coin.localeCompare(b.coin));
}

const COLUMNS = ['available', 'frozen', 'escrow_shop', 'escrow_p2p', 'fees_today', 'fees_7d', 'withdrawals', 'payouts'] as const;

export function MoneyTable({ money }: { money: DashboardMoney }) {
  const { t } = useTranslation();
  const titles: Record<(typeof COLUMNS)[number], string> = {
    available: t('dashboard.available'),
    frozen: t('dashboard.frozen'),
    escrow_shop: t('dashboard.escrow_shop'),
    escrow_p2p: t('dashboard.escrow_p2p'),
    fees_today: t('dashboard.fees_today'),
    fees_7d: t('dashboard.fees_7d'),
    withdrawals: t('dashboard.withdrawals_pending'),
    payouts: t('dashboard.payouts_pending'),
  };
  const rows = rowsOf(money, (count, amount) => t('dashboard.count_amount', { count, amount }));
  return (
    <Card title={t('dashboard.money')} size="small">
      <Table<CoinRow>
        size="small"
        rowKey="coin"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        data-testid="money-table"
        columns={columnsOf<CoinRow>([
          { title: t('dashboard.coin'), dataIndex: 'coin' },
          ...COLUMNS.map((key) => ({
            title: titles[key],
            dataIndex: key,
            align: 'right' as const,
            render: (v?: string) => v ?? '—',
          })),
        ])}
      />
    </Card>
  );
}
