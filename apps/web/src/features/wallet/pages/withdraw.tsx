/**
 * page/wallet/withdraw (docs/product.md §3 "bound address, withdrawal quantity, service fee, actual arrival"; §6
 * daily limits by verification level; docs/api.md /api/user/tcconfig and /api/user/tx): the figures are shown,
 * then confirmed in a dialog, before the payment password sends the request. Money leaves only to the bound
 * address once its cool-down is over; it is added or changed in the address book. On a chain the server pays
 * to the member's Pi wallet (tcconfig `pi_wallet_chains`, docs/api.md "Withdrawing to the Pi wallet") there is
 * no address: the page says where the PI goes instead.
 */
import { amountField, payPasswordField, type Coin, type MoneyType, type TcConfig } from '@app/contract';
import { Button, Form, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { zodRule } from '@/lib/zod-rule';
import { useMoneyTypes } from '../api/get-money-types';
import { useTcConfig } from '../api/tcconfig';
import { useWithdraw } from '../api/withdraw';
import { CoinChainPicker, firstCoinChain, type CoinChain } from '../components/coin-chain-picker';
import { LoadState } from '@/components/load-state';
import { newRequestKey } from '@/lib/request-key';
import { boundAddress, BoundAddressItem } from '../components/bound-address';
import { withdrawFigures, withdrawProblem } from '../components/withdraw-figures';
import { useWallet } from '@/lib/wallet-balance';
import './wallet.css';
import { confirmDialog } from '@/lib/confirm-dialog';

interface Values {
  amount: string;
  paypassword: string;
}

/** The limits of this coin before the form: today's use of the daily limit, the minimum and the fee rule. */
function WithdrawFacts({ coin, config: c }: { coin: Coin; config: TcConfig }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  return (
    <List data-testid="withdraw-facts">
      <List.Item extra={`${fmt(c.used_today, coin)} / ${fmt(c.daily_limit, coin)}`}>{t('wallet.daily_limit')}</List.Item>
      <List.Item extra={fmt(c.min_amount, coin, { exact: true })}>{t('wallet.min_withdraw')}</List.Item>
      <List.Item
        extra={t('wallet.fee_rule', {
          rate: `${Number((Number(c.fee_rate) * 100).toFixed(4))}%`,
          min: fmt(c.fee_min, coin, { exact: true }),
        })}
      >
        {t('wallet.fee')}
      </List.Item>
    </List>
  );
}

/** Where the PI goes when the server pays the member's Pi wallet: no address to pick or bind. */
function PiWalletItem() {
  const { t } = useTranslation();
  return (
    <List header={t('wallet_withdraw.to')}>
      <List.Item description={t('wallet_withdraw.pi_wallet_hint')} data-testid="withdraw-pi-wallet">
        {t('wallet_withdraw.pi_wallet')}
      </List.Item>
    </List>
  );
}

function WithdrawForm({ types }: { types: MoneyType[] }) {
  const { t } = useTranslation();
  const fmt = useAmount();
  const navigate = useNavigate();
  const wallet = useWallet();
  const open = types.filter((type) => type.withdraw_enabled);
  const [picked, setPicked] = useState<CoinChain>();
  const target = picked ?? firstCoinChain(open, 'withdrawals');
  const config = useTcConfig(target?.coin);
  const send = useWithdraw();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form) ?? '';
  if (!target) return <div className="wallet-closed">{t('wallet.withdraw_closed')}</div>;
  if (!config.data) return <LoadState error={config.isError} onRetry={() => void config.refetch()} testId="withdraw" />;
  const c = config.data;
  const figures = withdrawFigures(target.coin, amount, c);
  const amountRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const held = wallet.data?.find((b) => b.coin === target.coin)?.available;
      const problem = withdrawProblem(target.coin, String(value ?? ''), c, held);
      if (problem)
        throw new Error(t(problem.key, { amount: fmt(problem.amount, target.coin, { exact: true }), coin: target.coin }));
    },
  };
  const piWallet = c.pi_wallet_chains.includes(target.chain);
  const bound = piWallet ? undefined : boundAddress(c, target.chain);
  const usable = piWallet || Boolean(bound && !bound.usableFrom);

  const onFinish = async (values: Values) => {
    const shown = withdrawFigures(target.coin, values.amount, c);
    const confirmed = await confirmDialog({
      content: t('wallet.confirm_withdraw', {
        amount: fmt(values.amount.trim(), target.coin, { exact: true }),
        coin: target.coin,
        fee: fmt(shown?.fee, target.coin, { exact: true }),
        actual: fmt(shown?.actual, target.coin, { exact: true }),
        address: piWallet ? t('wallet_withdraw.to_pi_wallet') : (bound?.address ?? ''),
      }),
      confirmText: t('wallet.confirm'),
      cancelText: t('wallet.cancel'),
    });
    if (!confirmed) return;
    const body = {
      ...target,
      amount: values.amount.trim(),
      paypassword: values.paypassword,
      idempotency_key: newRequestKey(),
    };
    send.mutate(body, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('wallet.withdraw_submitted') });
        navigate(paths.withdrawals, { replace: true });
      },
    });
  };

  return (
    <>
      <CoinChainPicker types={open} value={target} onChange={setPicked} testId="withdraw" direction="withdrawals" />
      {c.verify_level === 'none' && (
        <div className="wallet-closed" data-testid="withdraw-verify-first" onClick={() => navigate(paths.authentication)}>
          {t('wallet.verify_first')}
        </div>
      )}
      <WithdrawFacts coin={target.coin} config={c} />
      {piWallet ? (
        <PiWalletItem />
      ) : (
        <List header={t('wallet_withdraw.to_address')}>
          <BoundAddressItem bound={bound} onOpen={() => navigate(paths.withdrawAddresses)} />
        </List>
      )}
      <Form
        key={`${target.coin}:${target.chain}`}
        form={form}
        className="form-card"
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={send.isPending}
            disabled={c.verify_level === 'none' || !usable}
            data-testid="withdraw-submit"
          >
            {t('wallet.withdraw')}
          </Button>
        }
      >
        <Form.Item name="amount" label={t('wallet.withdraw_amount')} rules={[zodRule(amountField, 'amount', t), amountRule]}>
          <FieldInput testId="withdraw-amount" inputMode="decimal" placeholder={t('wallet.amount_placeholder')} />
        </Form.Item>
        <div className="wallet-facts" data-testid="withdraw-figures">
          {t('wallet.fee')}: {fmt(figures?.fee, target.coin, { exact: true })} · {t('wallet.actual')}:{' '}
          {figures?.payable ? fmt(figures.actual, target.coin, { exact: true }) : '—'}
        </div>
        <Form.Item name="paypassword" label={t('field.paypassword')} rules={[zodRule(payPasswordField, 'paypassword', t)]}>
          <FieldInput testId="withdraw-paypassword" type="password" inputMode="numeric" maxLength={6} />
        </Form.Item>
      </Form>
    </>
  );
}

export default function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = useMoneyTypes();
  return (
    <Page
      title={t('title.withdraw')}
      right={
        <span onClick={() => navigate(paths.withdrawals)} data-testid="withdraw-to-list">
          {t('wallet_withdraw.mine')}
        </span>
      }
    >
      {types.data ? (
        <WithdrawForm types={types.data} />
      ) : (
        <LoadState error={types.isError} onRetry={() => void types.refetch()} testId="withdraw-types" />
      )}
    </Page>
  );
}
