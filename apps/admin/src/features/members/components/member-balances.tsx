/** Available and frozen balance per coin; a failure is shown in place. */
import type { WalletBalance } from '@app/contract';
import { Alert, Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format.ts';
import { useMemberBalances } from '../api/member-balances.ts';
import type { Columns } from '@/components/table-columns.ts';

const columns = (t: TFunction): Columns<WalletBalance> => [
  { title: t('common.coin'), dataIndex: 'coin' },
  {
    title: t('members.available'),
    dataIndex: 'available',
    align: 'right',
    render: (v: string, row) => formatMoney(v, row.coin),
  },
  { title: t('members.frozen'), dataIndex: 'frozen', align: 'right', render: (v: string, row) => formatMoney(v, row.coin) },
];

export function MemberBalances({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const balances = useMemberBalances(userId);
  if (balances.isError) return <Alert type="error" showIcon title={balances.error.message} />;
  return (
    <Table<WalletBalance>
      data-testid="member-balances"
      rowKey="coin"
      size="small"
      columns={columns(t)}
      dataSource={balances.data?.balances}
      loading={balances.isFetching}
      pagination={false}
    />
  );
}
