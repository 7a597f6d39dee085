/**
 * page/balance/balance (docs/product.md §2 "balance"; docs/api.md /api/ctoc/getwallet): every coin's available and frozen
 * balance, with the ways to move it (log, exchange, transfer, recharge, withdraw).
 */
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useWallet } from '@/lib/wallet-balance';
import { LoadState } from '@/components/load-state';
import './points.css';

const LINKS = [
  { key: 'log', path: paths.balanceLog, label: 'points.log' },
  { key: 'exchange', path: paths.balanceExchange, label: 'points.exchange' },
  { key: 'transfer', path: paths.transfer, label: 'points.transfer' },
  { key: 'recharge', path: paths.recharge, label: 'wallet.recharge' },
  { key: 'withdraw', path: paths.withdraw, label: 'wallet.withdraw' },
] as const;

export default function BalancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  const fmt = useAmount();
  return (
    <Page title={t('title.balance')}>
      {wallet.data ? (
        <List data-testid="balance-list" header={t('wallet.balances')}>
          {wallet.data.map((b) => (
            <List.Item
              key={b.coin}
              data-testid={`balance-coin-${b.coin}`}
              description={Number(b.frozen) > 0 ? t('wallet.frozen_amount', { amount: fmt(b.frozen, b.coin) }) : undefined}
              extra={
                <span className="wallet-amount" data-testid={`balance-available-${b.coin}`}>
                  {fmt(b.available, b.coin)}
                </span>
              }
            >
              {t(`points.coin_${b.coin}`)}
            </List.Item>
          ))}
        </List>
      ) : (
        <LoadState error={wallet.isError} onRetry={() => void wallet.refetch()} testId="balance" />
      )}
      <div className="points-links">
        {LINKS.map((link) => (
          <Button key={link.key} block data-testid={`balance-to-${link.key}`} onClick={() => navigate(link.path)}>
            {t(link.label)}
          </Button>
        ))}
      </div>
    </Page>
  );
}
