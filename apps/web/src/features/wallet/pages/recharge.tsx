/**
 * page/wallet/recharge (docs/product.md §3 "Wallet": coin, chain, address, minimum recharge, transaction hash; §8
 * "this coin temporarily cannot be recharged", "arrives in about 2 minutes"; docs/api.md /api/user/recharge):
 * the member's own deposit address with its QR code and a copy button — on a memo network the shared address
 * and, prominently, the member's memo (docs/api.md "Deposits") — then the hash of the transfer. On a watched
 * network the transfer is credited after its confirmations without the hash; my deposits are one tap away.
 */
import { amountField, canonicalTxHash, coinScale, toUnits, txHashField, type Coin } from '@app/contract';
import { Button, Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { zodRule } from '@/lib/zod-rule';
import { useAmount } from '@/lib/amount';
import { useMoneyTypes } from '../api/get-money-types';
import { useRechargeAddress, useSubmitDeposit } from '../api/recharge';
import { CoinChainPicker, firstCoinChain, type CoinChain } from '../components/coin-chain-picker';
import { PayWithPi } from '../components/pay-with-pi';
import { LoadState } from '@/components/load-state';
import { newRequestKey } from '@/lib/request-key';
import './wallet.css';
import './deposits.css';
import { confirmDialog } from '@/lib/confirm-dialog';

/**
 * The server refuses a deposit under the address's minimum; saying so under the field, before the
 * confirmation, spares a round trip and a dialog that cannot succeed.
 */
function belowMinimum(amount: unknown, min: string, coin: Coin): boolean {
  try {
    const scale = coinScale(coin);
    return toUnits(String(amount ?? '').trim(), scale, { rounding: 'down' }) < toUnits(min, scale, { rounding: 'down' });
  } catch {
    return false; // not a number: the amount rule above says so
  }
}

function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => Toast.show({ icon: 'success', content: t('wallet.copied') }))
      .catch(() => Toast.show({ content: t('wallet.copy_failed') }));
  return (
    <Button size="small" color="primary" fill="outline" onClick={() => void copy()} data-testid={testId}>
      {label}
    </Button>
  );
}

function AddressCard({ target }: { target: CoinChain }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const address = useRechargeAddress(target.coin, target.chain);
  if (address.isError) {
    return (
      <div className="wallet-closed" data-testid="recharge-closed">
        {address.error.message}
      </div>
    );
  }
  if (!address.data) return <LoadState error={false} onRetry={() => void address.refetch()} testId="recharge" />;
  const { memo, watched, confirmations } = address.data;
  return (
    <div className="wallet-address-card" data-testid="recharge-card">
      <img src={address.data.qrcode} alt={t('wallet.qr_alt')} data-testid="recharge-qrcode" />
      <div className="wallet-address" data-testid="recharge-address">
        {address.data.address}
      </div>
      <CopyButton text={address.data.address} label={t('wallet.copy')} testId="recharge-copy" />
      {memo && (
        <div className="deposit-memo" data-testid="recharge-memo">
          <div className="deposit-memo-label">{t('wallet_deposit.memo_label')}</div>
          <div className="deposit-memo-value">{memo}</div>
          <CopyButton text={memo} label={t('wallet_deposit.copy_memo')} testId="recharge-copy-memo" />
          <div className="deposit-memo-warning">{t('wallet_deposit.memo_warning')}</div>
        </div>
      )}
      {/* What will happen on this network (docs/api.md "Deposits"): a watched one credits the transfer after its
          confirmations; on any other an operator checks the hash the member submits, so no time is promised. */}
      {watched ? (
        <div className="deposit-watched" data-testid="recharge-watched">
          {t('wallet_deposit.watched', { needed: confirmations ?? 1 })}
        </div>
      ) : (
        <div className="deposit-watched" data-testid="recharge-unwatched">
          {t('wallet_deposit.unwatched')}
        </div>
      )}
      <div className="wallet-facts">
        <div data-testid="recharge-min">
          {t('wallet.min_recharge', { amount: fmt(address.data.min_recharge, target.coin, { exact: true }), coin: target.coin })}
        </div>
        {watched && <div data-testid="recharge-arrival">{t('wallet.arrival', { minutes: address.data.arrival_minutes })}</div>}
      </div>
    </div>
  );
}

export default function RechargePage() {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  const types = useMoneyTypes();
  const [picked, setPicked] = useState<CoinChain>();
  const submit = useSubmitDeposit();
  const [form] = Form.useForm<{ amount: string; hash: string }>();
  // A coin whose recharge the operator turned off is not offered (docs/api.md /api/ctoc/getmoneytype).
  const open = types.data?.filter((type) => type.recharge_enabled);
  const target = picked ?? (open && firstCoinChain(open, 'deposits'));
  // Same query as the address card's: a closed coin shows its message and no form to submit.
  const address = useRechargeAddress(target?.coin, target?.chain);

  const onFinish = async (values: { amount: string; hash: string }) => {
    if (!target) return;
    const confirmed = await confirmDialog({
      content: t('wallet.confirm_recharge', {
        amount: fmt(values.amount.trim(), target.coin, { exact: true }),
        coin: target.coin,
        chain: target.chain,
      }),
      confirmText: t('wallet.confirm'),
      cancelText: t('wallet.cancel'),
    });
    if (!confirmed) return;
    submit.mutate(
      { ...target, amount: values.amount.trim(), hash: values.hash.trim(), idempotency_key: newRequestKey() },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('wallet.recharge_submitted') });
          navigate(paths.deposits, { replace: true });
        },
      },
    );
  };

  return (
    <Page
      title={t('title.recharge')}
      right={
        <button
          type="button"
          className="deposit-nav-link"
          onClick={() => navigate(paths.deposits)}
          data-testid="recharge-my-deposits"
        >
          {t('wallet_deposit.title')}
        </button>
      }
    >
      <PayWithPi />
      {open && !target ? (
        <div className="wallet-closed" data-testid="recharge-all-closed">
          {t('wallet.recharge_all_closed')}
        </div>
      ) : open && target ? (
        <>
          <CoinChainPicker types={open} value={target} onChange={setPicked} testId="recharge" direction="deposits" />
          <AddressCard target={target} />
          {address.data && (
            <Form
              form={form}
              className="form-card"
              layout="vertical"
              onFinish={(values) => void onFinish(values)}
              footer={
                <Button block type="submit" color="primary" size="large" loading={submit.isPending} data-testid="recharge-submit">
                  {t('wallet.submit_hash')}
                </Button>
              }
            >
              <Form.Item
                name="amount"
                label={t('wallet.recharge_amount')}
                rules={[
                  zodRule(amountField, 'amount', t),
                  {
                    validator: async (_rule: unknown, value: unknown) => {
                      const min = address.data?.min_recharge;
                      if (target && min && belowMinimum(value, min, target.coin)) {
                        throw new Error(
                          t('wallet.below_min_recharge', { amount: fmt(min, target.coin, { exact: true }), coin: target.coin }),
                        );
                      }
                    },
                  },
                ]}
              >
                <FieldInput testId="recharge-amount" inputMode="decimal" placeholder={t('wallet.amount_placeholder')} />
              </Form.Item>
              <Form.Item
                name="hash"
                label={t('wallet.tx_hash')}
                rules={[
                  zodRule(txHashField, 'hash', t),
                  {
                    // The server's own rule (contract tx-hash.ts): a hash of another network is said here.
                    validator: async (_rule: unknown, value: unknown) => {
                      if (target && typeof value === 'string' && value.trim() && !canonicalTxHash(target.chain, value)) {
                        throw new Error(t('wallet.hash_format', { chain: target.chain }));
                      }
                    },
                  },
                ]}
              >
                <FieldInput testId="recharge-hash" placeholder={t('wallet.hash_placeholder')} />
              </Form.Item>
            </Form>
          )}
        </>
      ) : (
        <LoadState error={types.isError} onRetry={() => void types.refetch()} testId="recharge-types" />
      )}
    </Page>
  );
}
