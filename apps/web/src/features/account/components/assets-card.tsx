/**
 * The member's assets on the Me tab, the way wallet apps open: the balance of every coin the server
 * returns, then deposit, withdraw, transfer and history. The coins have no common price (only PI trades,
 * against USDT), so there is no single total to add up: each coin shows its own amount. The balances open
 * the balance page; the wallet link opens the wallet with its deposit addresses.
 */
import type { WalletBalance } from '@app/contract';
import { Card } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useWallet } from '@/lib/wallet-balance';
import { ASSET_ACTIONS } from './entries';

/** A coin holding nothing at all says nothing; a new member still sees the coins they can hold. */
function shown(balances: WalletBalance[]): WalletBalance[] {
  const held = balances.filter((b) => Number(b.available) > 0 || Number(b.frozen) > 0);
  return held.length > 0 ? held : balances;
}

function Balances({ balances }: { balances: WalletBalance[] }) {
  const { t } = useTranslation();
  const amount = useAmount();
  const navigate = useNavigate();
  return (
    <button type="button" className="me-balances" data-testid="me-entry-balance" onClick={() => navigate(paths.balance)}>
      {shown(balances).map((b) => (
        <span key={b.coin} className="me-balance" data-testid={`me-balance-${b.coin}`}>
          <span className="me-balance-coin">{t(`points.coin_${b.coin}`)}</span>
          <strong className="me-balance-amount">{amount(b.available, b.coin)}</strong>
          {Number(b.frozen) > 0 && (
            <span className="me-balance-frozen">{t('me.frozen', { amount: amount(b.frozen, b.coin) })}</span>
          )}
        </span>
      ))}
      <span className="sr-only">{t('me.balance_details')}</span>
      <RightOutline className="me-balances-arrow" aria-hidden />
    </button>
  );
}

/** Keeps an empty line its height (a plain space would collapse). */
const NBSP = '\u00a0';

/**
 * While the balances load, their grid keeps the height of two rows of coins (up to four held, the usual
 * case), so the cards below do not jump down when the amounts arrive (a layout shift Lighthouse counted as
 * CLS 0.05–0.18 on the Me tab, bench/results/lighthouse-2026-11-28-pages.md).
 */
function BalancesWait({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="me-balances me-balances-wait" data-testid="me-assets-loading">
      {[0, 1, 2, 3].map((cell) => (
        <span key={cell} className="me-balance" aria-hidden={cell > 0}>
          <span className="me-balance-coin">{cell === 0 ? (failed ? t('common.load_failed') : t('app.loading')) : NBSP}</span>
          <strong className="me-balance-amount">{NBSP}</strong>
        </span>
      ))}
    </div>
  );
}

export function AssetsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wallet = useWallet();
  return (
    <Card
      className="me-card me-assets"
      data-testid="me-assets"
      title={<h2 className="me-card-title">{t('me.assets')}</h2>}
      extra={
        <button type="button" className="me-card-more" data-testid="me-entry-wallet" onClick={() => navigate(paths.wallet)}>
          {t('title.wallet')} <RightOutline aria-hidden />
        </button>
      }
    >
      {wallet.data ? <Balances balances={wallet.data} /> : <BalancesWait failed={wallet.isError} />}
      <div className="me-actions">
        {ASSET_ACTIONS.map((action) => (
          <button
            key={action.key}
            type="button"
            className="entry"
            data-testid={`me-entry-${action.key}`}
            onClick={() => navigate(action.path)}
          >
            <span className="entry-icon" aria-hidden>
              {action.icon}
            </span>
            <span className="entry-title">{t(action.title)}</span>
          </button>
        ))}
      </div>
    </Card>
  );
}
