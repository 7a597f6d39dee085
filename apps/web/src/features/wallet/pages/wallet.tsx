/**
 * page/wallet/wallet (docs/product.md §2 "wallet"; docs/api.md /api/ctoc/getwallet): the balance of every coin, available
 * and frozen, with what is withdrawn but not final yet (in review, in transit), and the ways in and out:
 * recharge, withdraw, my withdrawals, the withdrawal addresses and the balance log.
 */
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useWallet } from '@/lib/wallet-balance';
import { LoadState } from '@/components/load-state';
import type { PendingWithdrawals } from '@app/contract';
import { usePendingWithdrawals } from '../api/withdrawals';
import './wallet.css';
import { ActionItem } from '@/components/action-item';

/** Withdrawn amounts not final yet (docs/api.md "Deposits": /api/user/withdrawals/pending), under the coin. */
function PendingLine({ pending }: { pending: PendingWithdrawals[number] | undefined }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  if (!pending) return null;
  const parts = [
    Number(pending.in_review) > 0 && t('wallet_withdraw.in_review', { amount: fmt(pending.in_review, pending.coin) }),
    Number(pending.in_transit) > 0 && t('wallet_withdraw.in_transit', { amount: fmt(pending.in_transit, pending.coin) }),
  ].filter(Boolean);
  return parts.length > 0 ? <div data-testid={`wallet-pending-${pending.coin}`}>{parts.join(' · ')}</div> : null;
}

export default function WalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  const fmt = useAmount();
  const pending = usePendingWithdrawals();
  return (
    <Page
      title={t('title.wallet')}
      right={
        <span onClick={() => navigate(paths.balanceLog)} data-testid="wallet-to-log">
          {t('wallet.log')}
        </span>
      }
    >
      <div className="wallet-actions">
        <Button color="primary" onClick={() => navigate(paths.recharge)} data-testid="wallet-to-recharge">
          {t('wallet.recharge')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(paths.withdraw)} data-testid="wallet-to-withdraw">
          {t('wallet.withdraw')}
        </Button>
      </div>
      <List>
        <ActionItem onClick={() => navigate(paths.withdrawals)} data-testid="wallet-to-withdrawals">
          {t('wallet_withdraw.mine')}
        </ActionItem>
        <ActionItem onClick={() => navigate(paths.withdrawAddresses)} data-testid="wallet-to-addresses">
          {t('wallet_withdraw.addresses_title')}
        </ActionItem>
      </List>
      {wallet.data ? (
        <List header={t('wallet.balances')} data-testid="wallet-balances">
          {wallet.data.map((b) => (
            <List.Item
              key={b.coin}
              data-testid={`wallet-coin-${b.coin}`}
              extra={
                <span className="wallet-amount" data-testid={`wallet-available-${b.coin}`}>
                  {fmt(b.available, b.coin)}
                </span>
              }
              description={
                <>
                  {t('wallet.frozen_amount', { amount: fmt(b.frozen, b.coin) })}
                  <PendingLine pending={pending.data?.find((p) => p.coin === b.coin)} />
                </>
              }
            >
              {/* The same names as the balance page: "Go score" reads better than a bare GO. */}
              {t(`points.coin_${b.coin}`)}
            </List.Item>
          ))}
        </List>
      ) : (
        <LoadState error={wallet.isError} onRetry={() => void wallet.refetch()} testId="wallet" />
      )}
    </Page>
  );
}
