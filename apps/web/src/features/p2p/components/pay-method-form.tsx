/**
 * Adding or editing one payment method (docs/api.md "P2P in the members' own money" → "Providers"): the currency,
 * then one of its named providers, whose `account_label` says what the account is (an account number, a phone
 * number, a UPI id …) and `needs_bank` whether a bank is named; the account holder and an optional QR image.
 * A method saved before providers keeps its kind until a provider is chosen. The fields are checked with the
 * contract's rules; what only the server can judge (an account that does not fit its provider) comes back in
 * its localized words. Saving asks for the payment password (pay-methods.tsx).
 */
import {
  P2P_PAY_METHOD_TYPES,
  savePayMethodBody,
  type P2pAccountLabel,
  type P2pPayMethodType,
  type P2pProvider,
  type PayMethod,
  type SavePayMethodBody,
} from '@app/contract';
import { Button, Form, Image, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { ImagePick } from '@/components/image-pick';
import { mediaUrl } from '@/lib/request';
import { zodRule } from '@/lib/zod-rule';
import { useCurrencies, useProviders } from '../api/fiat';
import { PAY_TYPE_LABEL } from './pay-type-label';

interface Values {
  name: string;
  account: string;
  bank?: string;
}

/** What the form sends once the password is given: the body without it. */
export type MethodDraft = Omit<SavePayMethodBody, 'paypassword'>;

const fields = savePayMethodBody.shape;

/** What a provider's `account` holds, named and hinted (docs/api.md "Providers": account_label). */
const ACCOUNT_TEXT: Record<P2pAccountLabel, { label: string; hint: string }> = {
  account_number: { label: 'p2p_fiat.account_number', hint: 'p2p_fiat.account_number_hint' },
  phone: { label: 'p2p_fiat.account_phone', hint: 'p2p_fiat.account_phone_hint' },
  upi_id: { label: 'p2p_fiat.account_upi_id', hint: 'p2p_fiat.account_upi_id_hint' },
  email: { label: 'p2p_fiat.account_email', hint: 'p2p_fiat.account_email_hint' },
  username: { label: 'p2p_fiat.account_username', hint: 'p2p_fiat.account_username_hint' },
};

interface Props {
  /** the method edited; none for a new one */
  method?: PayMethod;
  /** the currency a new method starts in (the market's) */
  fiat: string;
  busy: boolean;
  onSubmit: (draft: MethodDraft) => void;
}

function QrField({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-qr-field">
      {value && (
        <>
          <Image
            src={mediaUrl(value)}
            width={72}
            height={72}
            fit="contain"
            alt={t('p2p.pm_qrcode')}
            data-testid="p2p-pm-qr-preview"
          />
          <Button size="mini" fill="outline" color="danger" onClick={() => onChange('')} data-testid="p2p-pm-qr-remove">
            {t('p2p.pm_qr_remove')}
          </Button>
        </>
      )}
      <ImagePick label={t('p2p.pm_qr_pick')} testId="p2p-pm-qr" onUploaded={onChange}>
        {value ? t('p2p.pm_qr_change') : t('p2p.pm_qr_pick')}
      </ImagePick>
    </div>
  );
}

/** The currency and its provider; a method of before providers may keep its kind instead. */
function ProviderChoice(props: {
  fiat: string;
  onFiat: (fiat: string) => void;
  provider: number | undefined;
  onProvider: (id: number | undefined) => void;
  providers: P2pProvider[] | undefined;
  legacyType?: P2pPayMethodType;
  onLegacyType: (type: P2pPayMethodType) => void;
  problem: boolean;
}) {
  const { t } = useTranslation();
  const currencies = useCurrencies().data ?? [];
  return (
    <>
      <Form.Item label={t('p2p_fiat.currency')}>
        <Selector
          data-testid="p2p-pm-fiat"
          columns={5}
          options={currencies.map((c) => ({ label: c.code, value: c.code }))}
          value={[props.fiat]}
          onChange={(picked) => picked[0] && props.onFiat(picked[0])}
        />
      </Form.Item>
      <Form.Item
        label={t('p2p_fiat.provider')}
        description={
          props.problem ? (
            <span className="p2p-error" data-testid="p2p-pm-provider-error">
              {t('p2p_fiat.provider_required')}
            </span>
          ) : undefined
        }
      >
        <Selector
          data-testid="p2p-pm-provider"
          columns={3}
          options={(props.providers ?? []).map((p) => ({ label: p.name, value: p.id }))}
          value={props.provider ? [props.provider] : []}
          onChange={(picked) => props.onProvider(picked[0])}
        />
      </Form.Item>
      {props.legacyType && !props.provider && (
        <Form.Item label={t('field.pm_type')}>
          <Selector
            data-testid="p2p-pm-type"
            columns={3}
            options={P2P_PAY_METHOD_TYPES.map((type) => ({ label: t(PAY_TYPE_LABEL[type]), value: type }))}
            value={[props.legacyType]}
            onChange={(picked) => picked[0] && props.onLegacyType(picked[0])}
          />
        </Form.Item>
      )}
    </>
  );
}

export function PayMethodForm({ method, fiat: startFiat, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [qrcode, setQrcode] = useState(method?.qrcode ?? '');
  const [fiat, setFiat] = useState(method?.provider?.fiat ?? startFiat);
  const [provider, setProvider] = useState(method?.provider?.id);
  const [legacyType, setLegacyType] = useState<P2pPayMethodType | undefined>(
    method && !method.provider ? method.type : undefined,
  );
  const [checked, setChecked] = useState(false);
  const providers = useProviders(fiat).data;
  const chosen = providers?.find((p) => p.id === provider);
  const initial: Values = { name: method?.name ?? '', account: method?.account ?? '', bank: method?.bank ?? '' };
  const missingProvider = !provider && !legacyType;
  const submit = (values: Values) => {
    setChecked(true);
    if (missingProvider) return;
    // a provider that names no bank has no bank field, so the form has no value for it
    const bank = (values.bank ?? '').trim();
    onSubmit({
      ...(method ? { id: method.id } : {}),
      ...(provider ? { provider } : { type: legacyType ?? 'other' }),
      name: values.name.trim(),
      account: values.account.trim(),
      ...(bank ? { bank } : {}),
      ...(qrcode ? { qrcode } : {}),
    });
  };
  const accountText = chosen ? ACCOUNT_TEXT[chosen.account_label] : undefined;
  return (
    <Form
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={() => setChecked(true)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="p2p-pm-submit">
          {t('p2p.pm_save')}
        </Button>
      }
    >
      <ProviderChoice
        fiat={fiat}
        onFiat={(next) => {
          setFiat(next);
          setProvider(undefined);
        }}
        provider={provider}
        onProvider={setProvider}
        providers={providers}
        legacyType={legacyType}
        onLegacyType={setLegacyType}
        problem={checked && missingProvider}
      />
      <Form.Item name="name" label={t('field.pm_name')} rules={[zodRule(fields.name, 'pm_name', t)]}>
        <FieldInput testId="p2p-pm-name" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="account"
        label={accountText ? t(accountText.label) : t('field.pm_account')}
        rules={[zodRule(fields.account, 'pm_account', t)]}
      >
        <FieldInput
          testId="p2p-pm-account"
          maxLength={100}
          inputMode={chosen?.account_label === 'phone' || chosen?.account_label === 'account_number' ? 'tel' : undefined}
          placeholder={accountText ? t(accountText.hint) : t('p2p.pm_account_placeholder')}
        />
      </Form.Item>
      {(!chosen || chosen.needs_bank) && (
        <Form.Item
          name="bank"
          label={t('field.pm_bank')}
          rules={chosen?.needs_bank ? [{ required: true, message: t('p2p_fiat.bank_required') }] : []}
        >
          <FieldInput testId="p2p-pm-bank" maxLength={100} placeholder={t('p2p.pm_bank_placeholder')} />
        </Form.Item>
      )}
      <Form.Item label={t('p2p.pm_qrcode')}>
        <QrField value={qrcode} onChange={setQrcode} />
      </Form.Item>
    </Form>
  );
}
