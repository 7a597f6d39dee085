/**
 * page/transferring/transferring (docs/product.md §2 "transfer", by id or username; docs/api.md
 * /api/user/getbyuid and /api/user/changescore): the recipient is looked up and shown (avatar, nickname,
 * username) before anything can be sent; then the amount is confirmed and the payment password sends it.
 */
import { amountField, POINT_COINS, type PointCoin } from '@app/contract';
import { Button, Result, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { useAmount } from '@/lib/amount';
import { paths } from '@/config/paths';
import { useWallet } from '@/lib/wallet-balance';
import { newRequestKey } from '@/lib/request-key';
import { useProfile } from '@/lib/session';
import { useChangeScore, type ChangeScoreResult } from '../api/change-score';
import { useRecipient } from '../api/get-by-uid';
import { PayPasswordSheet } from '@/components/pay-password-sheet';
import { RecipientCard } from '../components/recipient-card';
import './points.css';
import { confirmDialog } from '@/lib/confirm-dialog';

function Done({ result }: { result: ChangeScoreResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = result.to.nickname || result.to.username;
  return (
    <div data-testid="transfer-done">
      <Result
        status="success"
        title={t('points.transfer_done')}
        description={t('points.transfer_summary', { ...result, name })}
      />
      <div className="points-submit">
        <Button block color="primary" onClick={() => navigate(paths.points, { replace: true })}>
          {t('points.to_points')}
        </Button>
      </div>
    </div>
  );
}

export default function TransferPage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const profile = useProfile();
  const [to, setTo] = useState('');
  const [asked, setAsked] = useState('');
  const recipient = useRecipient(asked);
  const [coin, setCoin] = useState<PointCoin>('DGB');
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<ChangeScoreResult>();
  const transfer = useChangeScore();
  const found = asked === to.trim() ? recipient.data : undefined;
  const self = found !== undefined && found.id === profile?.id;
  const amountOk = amountField.safeParse(amount).success && Number(amount) > 0;
  const fmt = useAmount();
  const available = fmt(wallet.data?.find((b) => b.coin === coin)?.available, coin);

  // Asking again for the same member re-reads it (a refusal is cached, not retried on its own).
  const lookUp = () => (asked === to.trim() ? void recipient.refetch() : setAsked(to.trim()));
  const confirm = async () => {
    if (!found) return;
    const yes = await confirmDialog({
      content: (
        <div data-testid="transfer-confirm">
          {t('points.confirm_transfer', {
            amount: amount.trim(),
            coin,
            name: found.nickname || found.username,
            username: found.username,
          })}
        </div>
      ),
      confirmText: t('wallet.confirm'),
      cancelText: t('wallet.cancel'),
    });
    if (yes) setAsking(true);
  };
  const send = (paypassword: string) => {
    if (!found) return;
    const body = { to: found.id, amount: amount.trim(), paypassword, coin, idempotency_key: newRequestKey() };
    transfer.mutate(body, { onSuccess: setDone, onSettled: () => setAsking(false) });
  };

  if (done) {
    return (
      <Page title={t('title.transfer')}>
        <Done result={done} />
      </Page>
    );
  }
  return (
    <Page title={t('title.transfer')}>
      <div className="points-card">
        <div className="points-muted">{t('points.recipient')}</div>
        <div className="points-row">
          <FieldInput testId="transfer-to" value={to} onChange={setTo} placeholder={t('points.recipient_placeholder')} />
          <Button
            size="small"
            color="primary"
            fill="outline"
            data-testid="transfer-lookup"
            disabled={!to.trim()}
            onClick={lookUp}
          >
            {t('points.lookup')}
          </Button>
        </div>
        {asked === to.trim() && recipient.isError && (
          <div className="points-error" data-testid="transfer-lookup-error">
            {recipient.error.message}
          </div>
        )}
        {found && <RecipientCard user={found} />}
        {self && (
          <div className="points-error" data-testid="transfer-self">
            {t('points.not_self')}
          </div>
        )}
      </div>
      <div className="points-card">
        <Selector
          data-testid="transfer-coin"
          columns={2}
          options={POINT_COINS.map((c) => ({ label: t(`points.coin_${c}`), value: c }))}
          value={[coin]}
          onChange={(picked) => picked[0] && setCoin(picked[0])}
        />
        <div className="points-muted">{t('points.available', { amount: available })}</div>
        <FieldInput
          testId="transfer-amount"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          placeholder={t('points.amount_placeholder')}
        />
      </div>
      <div className="points-submit">
        {transfer.isError && (
          <div className="points-error" data-testid="transfer-error">
            {transfer.error.message}
          </div>
        )}
        <Button
          block
          color="primary"
          size="large"
          disabled={!found || self || !amountOk}
          data-testid="transfer-submit"
          onClick={() => void confirm()}
        >
          {t('points.send')}
        </Button>
      </div>
      <PayPasswordSheet visible={asking} busy={transfer.isPending} onCancel={() => setAsking(false)} onSubmit={send} />
    </Page>
  );
}
