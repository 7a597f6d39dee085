/** The member's VIP status at the top of page/annualcard/annualcard: level, expiry, and the way to buy or renew. */
import type { VipMine } from '@app/contract';
import { Button } from 'antd-mobile';
import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { dateOnly } from '@/lib/relative-time';
import { LEVEL_TITLE } from './vip-names';

export function MembershipCard({ mine, onUpgrade }: { mine: VipMine; onUpgrade: () => void }) {
  const { t } = useTranslation();
  const member = mine.vip > 0;
  const lifetime = mine.vip === 3;
  const validity = lifetime
    ? t('vip.never_expires')
    : member && mine.expiretime
      ? t('vip.valid_until', { date: dateOnly(mine.expiretime) })
      : t('vip.join_hint');
  return (
    <div className={`vip-card ${member ? 'vip-card-active' : ''}`} data-testid="vip-membership">
      <div className="vip-card-head">
        <StarFill />
        <span className="vip-card-level" data-testid="vip-level">
          {t(LEVEL_TITLE[mine.vip] ?? LEVEL_TITLE[0]!)}
        </span>
      </div>
      <div className="vip-card-validity" data-testid="vip-validity">
        {validity}
      </div>
      {!lifetime && (
        <Button className="vip-card-button" shape="rounded" size="small" onClick={onUpgrade} data-testid="vip-upgrade">
          {member ? t('vip.renew') : t('vip.join')}
        </Button>
      )}
    </div>
  );
}
