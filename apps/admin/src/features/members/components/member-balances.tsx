/** Available and frozen balance per coin; a failure is shown in place. */
import type { WalletBalance } from '@app/contract';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useMemberBalances } from '../api/member-balances.ts';

const columns: TableColumnsType<WalletBalance> = [
  { title: 'Coin', dataIndex: 'coin' },
  { title: 'Available', dataIndex: 'available', align: 'right' },
  { title: 'Frozen', dataIndex: 'frozen', align: 'right' },
];

export function MemberBalances({ userId }: { userId: number }) {
  const balances = useMemberBalances(userId);
  if (balances.isError) return <Alert type="error" showIcon title={balances.error.message} />;
  return (
    <Table<WalletBalance>
      data-testid="member-balances"
      rowKey="coin"
      size="small"
      columns={columns}
      dataSource={balances.data?.balances}
      loading={balances.isFetching}
      pagination={false}
    />
  );
}
