/** What a membership unlocks, each with its icon; `active` marks those the member has now. */
import type { VipBenefit } from '@app/contract';
import { List } from 'antd-mobile';
import { BankcardOutline, CalendarOutline, CouponOutline, StarOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BENEFIT_TITLE } from './vip-names';

const ICONS: Record<VipBenefit, ReactNode> = {
  badge: <StarOutline />,
  withdraw_limit_x2: <BankcardOutline />,
  signin_double: <CalendarOutline />,
  annual_card: <CouponOutline />,
};

export function BenefitList({ benefits, title }: { benefits: VipBenefit[]; title: string }) {
  const { t } = useTranslation();
  return (
    <List header={title} className="vip-benefits" data-testid="vip-benefits">
      {benefits.map((benefit) => (
        <List.Item key={benefit} prefix={<span className="vip-benefit-icon">{ICONS[benefit]}</span>}>
          {t(BENEFIT_TITLE[benefit])}
        </List.Item>
      ))}
    </List>
  );
}
