/** What a level unlocks (docs/product.md §6): the daily withdrawal limit, and the P2P market with advanced. */
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

export function UnlocksList({ limit, p2p, testId }: { limit: string; p2p: boolean; testId: string }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <ul className="verify-unlocks" data-testid={testId}>
      <li>
        <CheckCircleOutline /> {t('verification.unlock_withdraw', { amount: fmt(limit, 'USDT') })}
      </li>
      {p2p && (
        <li>
          <CheckCircleOutline /> {t('verification.unlock_p2p')}
        </li>
      )}
    </ul>
  );
}
