/**
 * "Pay with Pi" on the recharge page (docs/api.md "Pi app (Pi mode)" → "Member app"): inside the Pi Browser in Pi
 * mode the member deposits PI from their Pi wallet. The amount is confirmed before the Pi wallet opens; the steps
 * (approval, signing in the wallet, completion) are said as they happen, and the deposit then shows in My deposits.
 */
import { amountField } from '@app/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { confirmDialog } from '@/lib/confirm-dialog';
import { usePiSdk } from '@/lib/pi-sdk';
import { useNavigate } from '@/lib/router';
import { zodRule } from '@/lib/zod-rule';
import { usePiDeposit, type PiDepositPhase } from './use-pi-deposit';
import './pay-with-pi.css';

const BUSY: PiDepositPhase['step'][] = ['starting', 'approving', 'signing', 'completing'];

function PhaseLine({ phase }: { phase: PiDepositPhase }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const stepText = {
    starting: t('pi.pay_starting'),
    approving: t('pi.pay_approving'),
    signing: t('pi.pay_signing'),
    completing: t('pi.pay_completing'),
    cancelled: t('pi.pay_cancelled'),
  };
  if (phase.step === 'idle') return <div className="pi-pay-phase" data-testid="pi-pay-phase" data-step="idle" />;
  const text =
    phase.step === 'done'
      ? t('pi.pay_done', { amount: fmt(phase.amount, 'PI', { exact: true }) })
      : phase.step === 'failed'
        ? phase.message
        : phase.step === 'later'
          ? [t('pi.pay_later'), phase.message].filter(Boolean).join(' ')
          : stepText[phase.step];
  const tone = phase.step === 'failed' ? 'error' : phase.step === 'done' ? 'done' : 'busy';
  return (
    <div
      className={`pi-pay-phase pi-pay-${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="pi-pay-phase"
      data-step={phase.step}
    >
      {text}
    </div>
  );
}

export function PayWithPi() {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  const pi = usePiSdk();
  const deposit = usePiDeposit(pi.sdk);
  const [form] = Form.useForm<{ amount: string }>();
  if (!pi.offered) return null;
  const busy = BUSY.includes(deposit.phase.step);

  const onFinish = async ({ amount }: { amount: string }) => {
    const confirmed = await confirmDialog({
      content: t('pi.pay_confirm', { amount: fmt(amount.trim(), 'PI', { exact: true }) }),
      confirmText: <span data-testid="pi-pay-confirm">{t('wallet.confirm')}</span>,
      cancelText: t('wallet.cancel'),
    });
    if (confirmed) void deposit.start(amount.trim());
  };

  return (
    <section className="pi-pay" aria-labelledby="pi-pay-title" data-testid="pi-pay">
      <h2 id="pi-pay-title" className="pi-pay-title">
        {t('pi.pay_title')}
      </h2>
      <p className="pi-pay-hint">{t('pi.pay_hint')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        footer={
          <Button
            block
            type="submit"
            size="large"
            className="pi-pay-button"
            loading={!pi.sdk || busy}
            disabled={!pi.sdk || busy}
            data-testid="pi-pay-submit"
          >
            {t('pi.pay')}
          </Button>
        }
      >
        <Form.Item name="amount" label={t('wallet.recharge_amount')} rules={[zodRule(amountField, 'amount', t)]}>
          <FieldInput testId="pi-pay-amount" inputMode="decimal" placeholder={t('wallet.amount_placeholder')} disabled={busy} />
        </Form.Item>
      </Form>
      {pi.failed && (
        <div className="pi-pay-phase pi-pay-error" role="alert" data-testid="pi-sdk-failed">
          {t('pi.sdk_failed')}{' '}
          <Button size="mini" fill="none" color="primary" onClick={pi.retry}>
            {t('pi.retry')}
          </Button>
        </div>
      )}
      <PhaseLine phase={deposit.phase} />
      {(deposit.phase.step === 'done' || deposit.phase.step === 'later') && (
        <Button block fill="outline" color="primary" onClick={() => navigate(paths.deposits)} data-testid="pi-pay-deposits">
          {t('wallet_deposit.title')}
        </Button>
      )}
    </section>
  );
}
