/** Rate, fee and platform coin received of an exchange, exactly as the server computed them (API.md /api/user/stom). */
import type { StomReply } from '@app/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function ExchangeFigures({ figures }: { figures: StomReply | undefined }) {
  const { t } = useTranslation();
  const show = (value: string | undefined) => value ?? '—';
  return (
    <List className="points-figures">
      <List.Item extra={<span data-testid="exchange-rate">{show(figures?.rate)}</span>}>{t('points.rate')}</List.Item>
      <List.Item extra={<span data-testid="exchange-fee">{figures ? `${figures.fee} DGB` : '—'}</span>}>
        {t('points.fee')}
      </List.Item>
      <List.Item extra={<span data-testid="exchange-received">{figures ? `${figures.received} COIN` : '—'}</span>}>
        {t('points.received')}
      </List.Item>
    </List>
  );
}
