/**
 * page/annualcard/annualcard (docs/product.md §2 "VIP / annual card"): my membership and its benefits, the
 * way to buy or renew (page/annualcard/upgrades), and the annual cards I hold with their exchange.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useVip } from '../api/get-vip';
import { BenefitList } from '../components/benefit-list';
import { CardExchange } from '../components/card-exchange';
import { MembershipCard } from '../components/membership-card';
import './vip.css';

export default function AnnualCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vip = useVip();
  const data = vip.data;
  const allBenefits = [...new Set(data?.plans.flatMap((plan) => plan.benefits) ?? [])];
  return (
    <Page title={t('title.annual_card')}>
      {!data ? (
        <LoadState error={vip.isError} onRetry={() => void vip.refetch()} testId="vip" />
      ) : (
        <div className="vip-body">
          <MembershipCard mine={data.mine} onUpgrade={() => navigate(paths.upgrades)} />
          {data.mine.benefits.length > 0 ? (
            <BenefitList title={t('vip.my_benefits')} benefits={data.mine.benefits} />
          ) : (
            allBenefits.length > 0 && <BenefitList title={t('vip.join_benefits')} benefits={allBenefits} />
          )}
          <CardExchange cards={data.mine.cards} points={data.card_points} />
        </div>
      )}
    </Page>
  );
}
