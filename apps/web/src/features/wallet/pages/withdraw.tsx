/**
 * page/wallet/withdraw (spec §3 "bound address, withdrawal quantity, service fee, actual arrival"; §6
 * daily limits by verification level; API.md /api/user/tcconfig and /api/user/tx): the figures are shown,
 * then confirmed in a dialog, before the payment password sends the request.
 */
import { amountField, chainAddressField, payPasswordField, type MoneyType } from '@app/contract';
import { Button, Dialog, Form, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { zodRule } from '@/lib/zod-rule';
import { useMoneyTypes } from '../api/get-money-types';
import { useTcConfig } from '../api/tcconfig';
import { useWithdraw } from '../api/withdraw';
import { CoinChainPicker, firstCoinChain, type CoinChain } from '../components/coin-chain-picker';
import { LoadState } from '@/components/load-state';
import { newRequestKey } from '@/lib/request-key';
import { withdrawFigures } from '../components/withdraw-figures';
import './wallet.css';

interface Values {
  address: string;
  amount: string;
  paypassword: string;
}

function WithdrawForm({ types }: { types: MoneyType[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = types.filter((type) => type.withdraw_enabled);
  const [picked, setPicked] = useState<CoinChain>();
  const target = picked ?? firstCoinChain(open);
  const config = useTcConfig(target?.coin);
  const send = useWithdraw();
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form) ?? '';
  if (!target) return <div className="wallet-closed">{t('wallet.withdraw_closed')}</div>;
  if (!config.data) return <LoadState error={config.isError} onRetry={() => void config.refetch()} testId="withdraw" />;
  const c = config.data;
  const figures = withdrawFigures(target.coin, amount, c);
  const bound = c.addresses[target.chain] ?? '';

  const onFinish = async (values: Values) => {
    const shown = withdrawFigures(target.coin, values.amount, c);
    const confirmed = await Dialog.confirm({
      content: t('wallet.confirm_withdraw', {
        amount: values.amount,
        coin: target.coin,
        fee: shown?.fee ?? '',
        actual: shown?.actual ?? '',
        address: values.address || bound,
      }),
      confirmText: t('wallet.confirm'),
      cancelText: t('wallet.cancel'),
    });
    if (!confirmed) return;
    const body = {
      ...target,
      address: values.address || bound,
      amount: values.amount.trim(),
      paypassword: values.paypassword,
      idempotency_key: newRequestKey(),
    };
    send.mutate(body, {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('wallet.withdraw_submitted') });
        navigate(paths.wallet, { replace: true });
      },
    });
  };

  return (
    <>
      <CoinChainPicker types={open} value={target} onChange={setPicked} testId="withdraw" />
      {c.verify_level === 'none' && (
        <div className="wallet-closed" data-testid="withdraw-verify-first" onClick={() => navigate(paths.authentication)}>
          {t('wallet.verify_first')}
        </div>
      )}
      <List data-testid="withdraw-facts">
        <List.Item extra={`${c.used_today} / ${c.daily_limit}`}>{t('wallet.daily_limit')}</List.Item>
        <List.Item extra={c.min_amount}>{t('wallet.min_withdraw')}</List.Item>
        <List.Item extra={t('wallet.fee_rule', { rate: `${Number((Number(c.fee_rate) * 100).toFixed(4))}%`, min: c.fee_min })}>
          {t('wallet.fee')}
        </List.Item>
      </List>
      <Form
        key={`${target.coin}:${target.chain}`}
        form={form}
        className="form-card"
        layout="vertical"
        initialValues={{ address: bound }}
        onFinish={(values) => void onFinish(values)}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={send.isPending}
            disabled={c.verify_level === 'none'}
            data-testid="withdraw-submit"
          >
            {t('wallet.withdraw')}
          </Button>
        }
      >
        <Form.Item name="address" label={t('wallet.address')} rules={[zodRule(chainAddressField, 'address', t)]}>
          <FieldInput testId="withdraw-address" placeholder={t('wallet.address_placeholder')} />
        </Form.Item>
        <Form.Item name="amount" label={t('wallet.withdraw_amount')} rules={[zodRule(amountField, 'amount', t)]}>
          <FieldInput testId="withdraw-amount" inputMode="decimal" placeholder={t('wallet.amount_placeholder')} />
        </Form.Item>
        <div className="wallet-facts" data-testid="withdraw-figures">
          {t('wallet.fee')}: {figures?.fee ?? '—'} · {t('wallet.actual')}: {figures?.payable ? figures.actual : '—'}
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
  const types = useMoneyTypes();
  return (
    <Page title={t('title.withdraw')}>
      {types.data ? (
        <WithdrawForm types={types.data} />
      ) : (
        <LoadState error={types.isError} onRetry={() => void types.refetch()} testId="withdraw-types" />
      )}
    </Page>
  );
}
