/**
 * One deposit with its timeline (docs/api.md "Deposits"): submitted, then on a watched chain its
 * confirmations ("Confirming 1/3"), then credited, or rejected with the operator's reason. The hash links to
 * the chain's explorer when the server gives its address.
 */
import type { DepositRecord } from '@app/contract';
import { Card, Steps, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAmount } from '@/lib/amount';
import { dateTime } from '@/lib/relative-time';
import { shortToken } from '@/lib/short-token';

/** The chain of deposits made with the Pi wallet in Pi mode. */
const PI_WALLET_CHAIN = 'PI_WALLET';
const TAG_COLOR = { pending: 'warning', confirming: 'primary', passed: 'success', rejected: 'danger' } as const;
const STATUS_TEXT = {
  pending: 'wallet_deposit.status_pending',
  confirming: 'wallet_deposit.status_confirming',
  passed: 'wallet_deposit.status_passed',
  rejected: 'wallet_deposit.status_rejected',
} as const;

function Timeline({ deposit }: { deposit: DepositRecord }) {
  const { t } = useTranslation();
  const needed = deposit.confirmations_needed;
  const settled = deposit.status === 'passed' || deposit.status === 'rejected';
  // A Pi wallet deposit (docs/api.md "Pi app (Pi mode)") waits for the Pi Platform, never for an operator.
  const middle =
    deposit.chain === PI_WALLET_CHAIN
      ? t(settled ? 'pi.step_confirmed' : 'pi.step_waiting')
      : needed !== undefined
        ? t('wallet_deposit.step_confirming', { seen: Math.min(deposit.confirmations ?? 0, needed), needed })
        : t('wallet_deposit.step_review');
  const end =
    deposit.status === 'rejected'
      ? t('wallet_deposit.step_rejected', { reason: deposit.reason ?? '' })
      : deposit.status === 'passed'
        ? t('wallet_deposit.step_passed')
        : t('wallet_deposit.step_credit');
  const current = settled ? 2 : 1;
  return (
    <Steps direction="vertical" current={current} data-testid={`deposit-steps-${deposit.id}`}>
      <Steps.Step title={t('wallet_deposit.step_submitted')} description={dateTime(deposit.createtime)} status="finish" />
      <Steps.Step title={middle} status={current > 1 ? 'finish' : 'process'} />
      <Steps.Step title={end} status={deposit.status === 'rejected' ? 'error' : current > 1 ? 'finish' : 'wait'} />
    </Steps>
  );
}

export function DepositCard({ deposit }: { deposit: DepositRecord }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <Card
      className="deposit-card"
      data-testid={`deposit-${deposit.id}`}
      title={`${fmt(deposit.amount, deposit.coin)} ${deposit.coin} · ${deposit.chain}`}
      extra={
        <Tag color={TAG_COLOR[deposit.status]} data-testid={`deposit-status-${deposit.id}`}>
          {t(STATUS_TEXT[deposit.status])}
        </Tag>
      }
    >
      <Timeline deposit={deposit} />
      <div className="wallet-facts">
        {t('wallet_deposit.hash')}{' '}
        {deposit.explorer_url ? (
          <a href={deposit.explorer_url} target="_blank" rel="noreferrer" data-testid={`deposit-explorer-${deposit.id}`}>
            {shortToken(deposit.hash)}
          </a>
        ) : (
          <span className="wallet-address">{shortToken(deposit.hash)}</span>
        )}
      </div>
    </Card>
  );
}
