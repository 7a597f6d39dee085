/** The services on sale (docs/product.md §5 "a service must be chosen"): one card per plan, the chosen one outlined. */
import type { Coin, VipPlan } from '@app/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { BENEFIT_TITLE, PERIOD_PRICE } from './vip-names';

interface Props {
  plans: VipPlan[];
  chosen: number | undefined;
  onChoose: (id: number) => void;
}

export function PlanOptions({ plans, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <div className="vip-plans" role="radiogroup" aria-label={t('vip.choose_service')}>
      {plans.map((plan) => {
        const selected = plan.id === chosen;
        return (
          <button
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`vip-plan ${selected ? 'vip-plan-selected' : ''}`}
            data-testid={`vip-plan-${plan.period}`}
            onClick={() => onChoose(plan.id)}
          >
            <div className="vip-plan-head">
              <span className="vip-plan-name">{plan.name}</span>
              {selected && <CheckCircleFill className="vip-plan-check" />}
            </div>
            <div className="vip-plan-price">
              <strong>{fmt(plan.price, plan.coin as Coin)}</strong> {plan.coin}{' '}
              <span className="vip-muted">{t(PERIOD_PRICE[plan.period])}</span>
            </div>
            <ul className="vip-plan-benefits">
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{t(BENEFIT_TITLE[benefit])}</li>
              ))}
            </ul>
          </button>
        );
      })}
    </div>
  );
}
