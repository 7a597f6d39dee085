/**
 * One Pi wallet deposit as the recharge page follows it (docs/api.md "Pi app (Pi mode)"): Pi.authenticate with the
 * payments scope (an incomplete payment it reports goes to /api/pi/incomplete first), then Pi.createPayment with
 * its four callbacks wired to the server. The phase is what the page shows; money moves only on the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/request';
import { authenticatePi, settleIncomplete, type PiSdk } from '@/lib/pi-sdk';
import { walletKey } from '@/lib/wallet-balance';
import { approvePiPayment, cancelPiPayment, completePiPayment } from '../api/pi-payment';

export type PiDepositPhase =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'approving' }
  | { step: 'signing' }
  | { step: 'completing' }
  | { step: 'done'; amount: string }
  | { step: 'later'; message?: string }
  | { step: 'cancelled' }
  | { step: 'failed'; message: string };

export function usePiDeposit(sdk: PiSdk | undefined) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [phase, setPhase] = useState<PiDepositPhase>({ step: 'idle' });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: walletKey });
    void client.invalidateQueries({ queryKey: ['wallet-deposits'] });
  };
  const failed = (err: unknown) =>
    setPhase({ step: 'failed', message: err instanceof ApiError && err.message ? err.message : t('pi.pay_failed') });

  const complete = (paymentId: string, txid: string) => {
    setPhase({ step: 'completing' });
    completePiPayment(paymentId, txid)
      .then(({ payment }) =>
        setPhase(payment.state === 'completed' ? { step: 'done', amount: payment.amount } : { step: 'later' }),
      )
      // Not completed now (the Platform API did not answer, or the transaction is not verified yet): the server
      // keeps the payment and its job completes it (docs/api.md "Complete"), so the member is told to wait.
      .catch((err: unknown) => setPhase({ step: 'later', message: err instanceof ApiError ? err.message : '' }))
      .finally(refresh);
  };

  const start = async (amount: string) => {
    if (!sdk) return;
    setPhase({ step: 'starting' });
    try {
      const auth = await authenticatePi(sdk);
      await settleIncomplete(auth.incomplete);
    } catch {
      setPhase({ step: 'failed', message: t('pi.auth_failed') });
      return;
    }
    setPhase({ step: 'approving' });
    sdk.createPayment(
      { amount: Number(amount), memo: t('pi.memo', { amount }), metadata: { kind: 'deposit' } },
      {
        onReadyForServerApproval: (paymentId) => {
          approvePiPayment(paymentId).then(() => setPhase({ step: 'signing' }), failed);
        },
        onReadyForServerCompletion: complete,
        onCancel: (paymentId) => {
          void cancelPiPayment(paymentId).catch(() => undefined);
          setPhase({ step: 'cancelled' });
          refresh();
        },
        onError: (_error, payment) => {
          // A payment with a transaction still reaches the server: completing it is safe to ask twice.
          if (payment?.transaction?.txid) complete(payment.identifier, payment.transaction.txid);
          else setPhase((now) => (now.step === 'failed' ? now : { step: 'failed', message: t('pi.pay_failed') }));
        },
      },
    );
  };

  return { phase, start, reset: () => setPhase({ step: 'idle' }) };
}
