/**
 * page/wallet/deposits (docs/api.md "Deposits"): my deposits, newest first, each with its timeline, reached
 * from the recharge page; a deposit's notice links here.
 */
import { Button, DotLoading, Empty, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useDeposits } from '../api/deposits';
import { DepositCard } from '../components/deposit-card';
import './wallet.css';
import './deposits.css';

export default function DepositsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deposits = useDeposits();
  const rows = deposits.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Page title={t('wallet_deposit.title')}>
      {!deposits.data ? (
        <LoadState error={deposits.isError} onRetry={() => void deposits.refetch()} testId="deposits" />
      ) : rows.length === 0 ? (
        <div className="deposit-empty" data-testid="deposits-empty">
          <Empty description={t('wallet_deposit.empty')} />
          <Button color="primary" onClick={() => navigate(paths.recharge)}>
            {t('wallet_deposit.go_recharge')}
          </Button>
        </div>
      ) : (
        <div className="deposit-list" data-testid="deposits-list">
          {rows.map((deposit) => (
            <DepositCard key={deposit.id} deposit={deposit} />
          ))}
          <InfiniteScroll loadMore={() => deposits.fetchNextPage().then(() => undefined)} hasMore={Boolean(deposits.hasNextPage)}>
            {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('wallet_deposit.no_more')}</span>)}
          </InfiniteScroll>
        </div>
      )}
    </Page>
  );
}
