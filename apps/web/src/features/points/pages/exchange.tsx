/**
 * go_score/exchange and page/balance/exchange (docs/product.md §2 "exchange", DGB → COIN with a preview; docs/api.md
 * /api/user/stompreview and /api/user/stom): the server's rate, fee and amount received
 * are shown while typing and again in a confirmation, before the payment password sends the exchange.
 */
import type { StomReply } from '@app/contract';
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { useAmount } from '@/lib/amount';
import { paths } from '@/config/paths';
import { useWallet } from '@/lib/wallet-balance';
import { newRequestKey } from '@/lib/request-key';
import { useStom } from '../api/stom';
import { useStomPreview } from '../api/stom-preview';
import { ExchangeFigures } from '../components/exchange-figures';
import { PayPasswordSheet } from '@/components/pay-password-sheet';
import { useDebounced } from '../components/use-debounced';
import './points.css';
import { confirmDialog } from '@/lib/confirm-dialog';

/** The server's figures to read: every decimal kept, trailing zeros gone (what was charged, exactly). */
function useExactFigures(): (figures: StomReply) => StomReply {
  const fmt = useAmount();
  return (figures) => ({
    ...figures,
    amount: fmt(figures.amount, 'DGB', { exact: true }),
    fee: fmt(figures.fee, 'DGB', { exact: true }),
    received: fmt(figures.received, 'COIN', { exact: true }),
  });
}

function Done({ result }: { result: StomReply }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exact = useExactFigures();
  return (
    <div data-testid="exchange-done">
      <Result status="success" title={t('points.exchange_done')} description={t('points.exchange_summary', exact(result))} />
      <div className="points-submit">
        <Button block color="primary" onClick={() => navigate(paths.balance, { replace: true })}>
          {t('points.to_balance')}
        </Button>
      </div>
    </div>
  );
}

export default function ExchangePage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [amount, setAmount] = useState('');
  const settled = useDebounced(amount.trim());
  const preview = useStomPreview(settled);
  const exchange = useStom();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<StomReply>();
  const fmt = useAmount();
  const exact = useExactFigures();
  const dgb = fmt(wallet.data?.find((b) => b.coin === 'DGB')?.available, 'DGB');
  const current = settled === amount.trim() && preview.isSuccess && !preview.isPlaceholderData ? preview.data : undefined;

  const confirm = async () => {
    if (!current) return;
    const yes = await confirmDialog({
      content: <div data-testid="exchange-confirm">{t('points.confirm_exchange', exact(current))}</div>,
      confirmText: t('wallet.confirm'),
      cancelText: t('wallet.cancel'),
    });
    if (yes) setAsking(true);
  };
  const send = (paypassword: string) => {
    if (!current) return;
    const body = { amount: current.amount, paypassword, idempotency_key: newRequestKey() };
    exchange.mutate(body, { onSuccess: setDone, onSettled: () => setAsking(false) });
  };

  return (
    <Page title={t('title.go_exchange')}>
      {done ? (
        <Done result={done} />
      ) : (
        <>
          <div className="points-card">
            <div className="points-muted" data-testid="exchange-available">
              {t('points.dgb_available', { amount: dgb })}
            </div>
            <FieldInput
              testId="exchange-amount"
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              placeholder={t('points.exchange_placeholder')}
            />
            {preview.isError && <div className="points-error">{preview.error.message}</div>}
          </div>
          <ExchangeFigures figures={current} />
          <div className="points-submit">
            {exchange.isError && (
              <div className="points-error" data-testid="exchange-error">
                {exchange.error.message}
              </div>
            )}
            <Button
              block
              color="primary"
              size="large"
              disabled={!current}
              data-testid="exchange-submit"
              onClick={() => void confirm()}
            >
              {t('points.exchange')}
            </Button>
          </div>
        </>
      )}
      <PayPasswordSheet visible={asking} busy={exchange.isPending} onCancel={() => setAsking(false)} onSubmit={send} />
    </Page>
  );
}
