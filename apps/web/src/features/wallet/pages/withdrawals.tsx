/**
 * page/wallet/withdrawals (docs/api.md "Deposits"): my withdrawals, newest first, each with its timeline;
 * reached from the wallet and the withdraw page, and where a withdrawal's notices lead.
 */
import { Button, DotLoading, Empty, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useWithdrawals } from '../api/withdrawals';
import { WithdrawalCard } from '../components/withdrawal-card';
import './wallet.css';
import './deposits.css';

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdrawals = useWithdrawals();
  const rows = withdrawals.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Page title={t('wallet_withdraw.title')}>
      {!withdrawals.data ? (
        <LoadState error={withdrawals.isError} onRetry={() => void withdrawals.refetch()} testId="withdrawals" />
      ) : rows.length === 0 ? (
        <div className="deposit-empty" data-testid="withdrawals-empty">
          <Empty description={t('wallet_withdraw.empty')} />
          <Button color="primary" onClick={() => navigate(paths.withdraw)}>
            {t('wallet.withdraw')}
          </Button>
        </div>
      ) : (
        <div className="deposit-list" data-testid="withdrawals-list">
          {rows.map((w) => (
            <WithdrawalCard key={w.id} withdrawal={w} />
          ))}
          <InfiniteScroll
            loadMore={() => withdrawals.fetchNextPage().then(() => undefined)}
            hasMore={Boolean(withdrawals.hasNextPage)}
          >
            {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('wallet_withdraw.no_more')}</span>)}
          </InfiniteScroll>
        </div>
      )}
    </Page>
  );
}
