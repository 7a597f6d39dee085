/**
 * One withdrawal with its timeline (docs/api.md "Deposits": /api/user/withdrawals): submitted, in review,
 * passed, then paid with the payout hash (linked to the chain's explorer when the server gives its page), or
 * ending rejected or failed with the reason. The steps come from the contract's withdrawalTimeline. Where it goes:
 * the address, or the member's Pi wallet, and the server's own payout's progress when it sends it.
 */
import type { MyWithdrawal } from '@app/contract';
import { withdrawalTimeline } from '@app/contract/rules/withdrawal-timeline';
import { Card, Steps, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';
import { shortToken } from '@/lib/short-token';

/** The server's own payout as words (docs/api.md "Withdrawing to the Pi wallet": `payout_state`). */
const PAYOUT_TEXT = {
  queued: 'wallet_withdraw.payout_queued',
  submitted: 'wallet_withdraw.payout_submitted',
  paid: 'wallet_withdraw.payout_paid',
  failed: 'wallet_withdraw.payout_failed',
} as const;

const TAG_COLOR = { pending: 'warning', passed: 'primary', paid: 'success', rejected: 'danger', failed: 'danger' } as const;

function Timeline({ withdrawal: w }: { withdrawal: MyWithdrawal }) {
  const { t } = useTranslation();
  const steps = withdrawalTimeline(w);
  const ended = w.status === 'rejected' || w.status === 'failed';
  return (
    <Steps direction="vertical" current={steps.filter((s) => s.done).length - 1} data-testid={`withdrawal-steps-${w.id}`}>
      {steps.map((s, i) => {
        const error = ended && i === steps.length - 1;
        const current = !s.done && (i === 0 || steps[i - 1]!.done);
        return (
          <Steps.Step
            key={s.step}
            title={t(`wallet_withdraw.step_${s.step}`, { reason: w.reason ?? '' })}
            description={s.done && s.time ? dateTime(s.time) : undefined}
            status={error ? 'error' : s.done ? 'finish' : current ? 'process' : 'wait'}
          />
        );
      })}
    </Steps>
  );
}

export function WithdrawalCard({ withdrawal: w }: { withdrawal: MyWithdrawal }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <Card
      className="deposit-card"
      data-testid={`withdrawal-${w.id}`}
      title={`${fmt(w.amount, w.coin)} ${w.coin} · ${w.chain}`}
      extra={
        <Tag color={TAG_COLOR[w.status]} data-testid={`withdrawal-status-${w.id}`}>
          {t(`wallet_withdraw.status_${w.status}`)}
        </Tag>
      }
    >
      <Timeline withdrawal={w} />
      <div className="wallet-facts">
        {t('wallet_withdraw.received', { amount: fmt(w.received, w.coin), fee: fmt(w.fee, w.coin), coin: w.coin })}
      </div>
      <div className="wallet-facts" data-testid={`withdrawal-to-${w.id}`}>
        {t('wallet_withdraw.to')}{' '}
        {w.destination === 'pi_wallet' ? t('wallet_withdraw.to_pi_wallet') : <span className="wallet-address">{w.address}</span>}
      </div>
      {w.payout_state && (
        <div className="wallet-facts" data-testid={`withdrawal-payout-${w.id}`}>
          {t(PAYOUT_TEXT[w.payout_state])}
        </div>
      )}
      {w.hash && (
        <div className="wallet-facts" data-testid={`withdrawal-hash-${w.id}`}>
          {t('wallet_withdraw.hash')}{' '}
          {w.explorer_url ? (
            <a href={w.explorer_url} target="_blank" rel="noreferrer" data-testid={`withdrawal-explorer-${w.id}`}>
              {shortToken(w.hash)}
            </a>
          ) : (
            <span className="wallet-address">{shortToken(w.hash)}</span>
          )}
        </div>
      )}
    </Card>
  );
}
