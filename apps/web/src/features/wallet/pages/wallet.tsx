/**
 * page/wallet/wallet (spec §2 "wallet"; docs/api.md /api/ctoc/getwallet): the balance of every coin, available
 * and frozen, with the ways in and out: recharge, withdraw and the balance log.
 */
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useWallet } from '@/lib/wallet-balance';
import { LoadState } from '@/components/load-state';
import './wallet.css';

export default function WalletPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  const fmt = useAmount();
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
              description={t('wallet.frozen_amount', { amount: fmt(b.frozen, b.coin) })}
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
