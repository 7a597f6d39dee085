/**
 * page/wallet/withdraw-addresses (docs/api.md /api/ctoc/bindaddress, /api/user/changewallet): the bound
 * withdrawal address of each coin and network, when a new one becomes usable, and binding or changing one
 * with a code mailed to the member, the payment password and a confirmation that names the wait.
 */
import { chainAddressField, emailCodeField, payPasswordField, type MoneyType } from '@app/contract';
import { chainAddressProblem } from '@app/contract/rules/chain-address';
import { Button, Form, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { LoadState } from '@/components/load-state';
import { Page } from '@/components/page';
import { SendCodeButton } from '@/components/send-code-button';
import type { Translate } from '@/lib/relative-time';
import { zodMessage, zodRule } from '@/lib/zod-rule';
import { useMoneyTypes } from '../api/get-money-types';
import { useTcConfig } from '../api/tcconfig';
import { sendAddressCode, useSaveWithdrawAddress } from '../api/withdraw-address';
import { boundAddress, BoundAddressItem, type BoundAddress } from '../components/bound-address';
import { CoinChainPicker, firstCoinChain, type CoinChain } from '../components/coin-chain-picker';
import './wallet.css';
import { confirmDialog } from '@/lib/confirm-dialog';

interface Values {
  address: string;
  code: string;
  paypassword: string;
}

/** The field's check: the generic one, then the network's own format, in the words the server would use. */
function addressRule(chain: string, t: Translate) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = zodMessage(chainAddressField, value, 'address', t);
      if (message) throw new Error(message);
      const problem = chainAddressProblem(chain, String(value));
      if (problem) throw new Error(t(problem));
    },
  };
}

/** Binding (none yet) or changing the address of one coin and chain, confirmed first. */
function AddressForm({ target, bound }: { target: CoinChain; bound: BoundAddress | undefined }) {
  const { t } = useTranslation();
  const save = useSaveWithdrawAddress();
  const [form] = Form.useForm<Values>();

  const onFinish = async (values: Values) => {
    const confirmed = await confirmDialog({
      content: t('wallet_withdraw.confirm_address', { address: values.address.trim(), chain: target.chain }),
      confirmText: t('wallet.confirm'),
      cancelText: t('wallet.cancel'),
    });
    if (!confirmed) return;
    save.mutate(
      { ...target, address: values.address.trim(), code: values.code, paypassword: values.paypassword, change: Boolean(bound) },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('wallet_withdraw.address_saved') });
          form.resetFields();
        },
      },
    );
  };

  return (
    <Form
      form={form}
      className="form-card"
      layout="vertical"
      onFinish={(values) => void onFinish(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={save.isPending} data-testid="address-save">
          {bound ? t('wallet_withdraw.change_address') : t('wallet_withdraw.add_address')}
        </Button>
      }
    >
      <div className="wallet-facts">{t('wallet_withdraw.cooldown_note')}</div>
      <Form.Item name="address" label={t('wallet.address')} rules={[addressRule(target.chain, t)]}>
        <FieldInput testId="address-input" placeholder={t('wallet.address_placeholder')} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        rules={[zodRule(emailCodeField, 'code', t)]}
        extra={<SendCodeButton send={sendAddressCode} testId="address-send-code" />}
      >
        <FieldInput testId="address-code" inputMode="numeric" maxLength={6} placeholder={t('auth.code_placeholder')} />
      </Form.Item>
      <Form.Item name="paypassword" label={t('field.paypassword')} rules={[zodRule(payPasswordField, 'paypassword', t)]}>
        <FieldInput testId="address-paypassword" type="password" inputMode="numeric" maxLength={6} />
      </Form.Item>
    </Form>
  );
}

function AddressBook({ types }: { types: MoneyType[] }) {
  const { t } = useTranslation();
  const open = types.filter((type) => type.withdraw_enabled);
  const [picked, setPicked] = useState<CoinChain>();
  const target = picked ?? firstCoinChain(open, 'withdrawals');
  const config = useTcConfig(target?.coin);
  if (!target) return <div className="wallet-closed">{t('wallet.withdraw_closed')}</div>;
  if (!config.data) return <LoadState error={config.isError} onRetry={() => void config.refetch()} testId="withdraw-addresses" />;
  const bound = boundAddress(config.data, target.chain);
  return (
    <>
      <CoinChainPicker types={open} value={target} onChange={setPicked} testId="withdraw-addresses" direction="withdrawals" />
      <List header={t('wallet_withdraw.current_address')}>
        <BoundAddressItem bound={bound} />
      </List>
      <AddressForm key={`${target.coin}:${target.chain}`} target={target} bound={bound} />
    </>
  );
}

export default function WithdrawAddressesPage() {
  const { t } = useTranslation();
  const types = useMoneyTypes();
  return (
    <Page title={t('wallet_withdraw.addresses_title')}>
      {types.data ? (
        <AddressBook types={types.data} />
      ) : (
        <LoadState error={types.isError} onRetry={() => void types.refetch()} testId="withdraw-addresses-types" />
      )}
    </Page>
  );
}
