/**
 * page/annualcard/upgrades (docs/product.md §2 "membership upgrade", §5 "a service must be chosen and the agreement
 * accepted"; docs/api.md /api/vipp/submit): choose a plan, accept the agreement, confirm the price, then the
 * payment password. Buying again extends; a lifetime member has nothing left to buy.
 */
import type { Coin, VipSubmitReply } from '@app/contract';
import { Button, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOnly } from '@/lib/relative-time';
import { useAmount } from '@/lib/amount';
import { useNavigate } from '@/lib/router';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { PayPasswordSheet } from '@/components/pay-password-sheet';
import { paths } from '@/config/paths';
import { newRequestKey } from '@/lib/request-key';
import { useVip } from '../api/get-vip';
import { useSubmitVip } from '../api/submit-vip';
import { Agreement } from '../components/agreement';
import { PlanOptions } from '../components/plan-options';
import { LEVEL_TITLE } from '../components/vip-names';
import './vip.css';
import { confirmDialog } from '@/lib/confirm-dialog';

function Bought({ result }: { result: VipSubmitReply }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const until = result.expiretime ? t('vip.valid_until', { date: dateOnly(result.expiretime) }) : t('vip.never_expires');
  return (
    <div data-testid="vip-bought">
      <Result status="success" title={t(LEVEL_TITLE[result.vip] ?? LEVEL_TITLE[0]!)} description={until} />
      <div className="vip-submit">
        <Button block color="primary" onClick={() => navigate(paths.annualCard, { replace: true })}>
          {t('vip.to_membership')}
        </Button>
      </div>
    </div>
  );
}

export default function UpgradesPage() {
  const { t } = useTranslation();
  const fmt = useAmount();
  const vip = useVip();
  const submit = useSubmitVip();
  const [chosen, setChosen] = useState<number>();
  const [agreed, setAgreed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [bought, setBought] = useState<VipSubmitReply>();
  const plan = vip.data?.plans.find((p) => p.id === chosen);

  const pay = async () => {
    if (!plan) return Toast.show({ content: t('vip.choose_first') });
    if (!agreed) return Toast.show({ content: t('vip.agree_first') });
    const yes = await confirmDialog({
      content: (
        <div data-testid="vip-confirm">
          {t('vip.confirm_pay', { name: plan.name, price: fmt(plan.price, plan.coin as Coin, { exact: true }), coin: plan.coin })}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) setAsking(true);
  };
  const send = (paypassword: string) => {
    if (!plan) return;
    const body = { plan_id: plan.id, agree: true as const, paypassword, idempotency_key: newRequestKey() };
    submit.mutate(body, { onSuccess: setBought, onSettled: () => setAsking(false) });
  };

  const data = vip.data;
  return (
    <Page title={t('title.upgrades')}>
      {bought ? (
        <Bought result={bought} />
      ) : !data ? (
        <LoadState error={vip.isError} onRetry={() => void vip.refetch()} testId="upgrades" />
      ) : data.mine.vip === 3 ? (
        <Result status="success" title={t('vip.level_lifetime')} description={t('vip.never_expires')} />
      ) : data.plans.length === 0 ? (
        <Result status="info" title={t('vip.no_plans')} />
      ) : (
        <div className="vip-body">
          <div className="vip-section-title">{t('vip.choose_service')}</div>
          <PlanOptions plans={data.plans} chosen={chosen} onChoose={setChosen} />
          <Agreement checked={agreed} onChange={setAgreed} />
          <div className="vip-submit">
            <Button block color="primary" size="large" onClick={() => void pay()} data-testid="vip-pay">
              {plan
                ? t('vip.pay_amount', { price: fmt(plan.price, plan.coin as Coin, { exact: true }), coin: plan.coin })
                : t('vip.pay')}
            </Button>
          </div>
        </div>
      )}
      <PayPasswordSheet visible={asking} busy={submit.isPending} onCancel={() => setAsking(false)} onSubmit={send} />
    </Page>
  );
}
