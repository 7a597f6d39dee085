/** Rate, fee and platform coin received of an exchange, exactly as the server computed them (docs/api.md /api/user/stom). */
import type { StomReply } from '@app/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';

export function ExchangeFigures({ figures }: { figures: StomReply | undefined }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <List className="points-figures">
      <List.Item extra={<span data-testid="exchange-rate">{figures ? fmt(figures.rate, 'COIN', { exact: true }) : '—'}</span>}>
        {t('points.rate')}
      </List.Item>
      <List.Item
        extra={<span data-testid="exchange-fee">{figures ? fmt(figures.fee, 'DGB', { exact: true, unit: true }) : '—'}</span>}
      >
        {t('points.fee')}
      </List.Item>
      <List.Item
        extra={
          <span data-testid="exchange-received">
            {figures ? fmt(figures.received, 'COIN', { exact: true, unit: true }) : '—'}
          </span>
        }
      >
        {t('points.received')}
      </List.Item>
    </List>
  );
}
