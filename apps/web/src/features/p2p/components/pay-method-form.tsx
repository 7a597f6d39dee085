/**
 * Adding or editing one payment method (docs/api.md "P2P with payment methods"): its type, the account holder,
 * the account, the bank or provider and an optional QR image, checked with the contract's rules so the app
 * refuses in the server's words.
 */
import {
  P2P_PAY_METHOD_TYPES,
  savePayMethodBody,
  type P2pPayMethodType,
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
import { PAY_TYPE_LABEL } from './pay-type-label';

interface Values {
  type: P2pPayMethodType[];
  name: string;
  account: string;
  bank: string;
}

const fields = savePayMethodBody.shape;

interface Props {
  /** the method edited; none for a new one */
  method?: PayMethod;
  busy: boolean;
  onSubmit: (body: SavePayMethodBody) => void;
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

export function PayMethodForm({ method, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [qrcode, setQrcode] = useState(method?.qrcode ?? '');
  const initial: Values = {
    type: [method?.type ?? 'mobile'],
    name: method?.name ?? '',
    account: method?.account ?? '',
    bank: method?.bank ?? '',
  };
  const submit = (values: Values) => {
    const bank = values.bank.trim();
    onSubmit({
      ...(method ? { id: method.id } : {}),
      type: values.type[0] ?? 'other',
      name: values.name.trim(),
      account: values.account.trim(),
      ...(bank ? { bank } : {}),
      ...(qrcode ? { qrcode } : {}),
    });
  };
  return (
    <Form
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="p2p-pm-submit">
          {t('p2p.pm_save')}
        </Button>
      }
    >
      <Form.Item name="type" label={t('field.pm_type')} rules={[{ required: true, message: t('p2p.error_required') }]}>
        <Selector
          data-testid="p2p-pm-type"
          columns={3}
          options={P2P_PAY_METHOD_TYPES.map((type) => ({ label: t(PAY_TYPE_LABEL[type]), value: type }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('field.pm_name')} rules={[zodRule(fields.name, 'pm_name', t)]}>
        <FieldInput testId="p2p-pm-name" maxLength={60} clearable />
      </Form.Item>
      <Form.Item name="account" label={t('field.pm_account')} rules={[zodRule(fields.account, 'pm_account', t)]}>
        <FieldInput testId="p2p-pm-account" maxLength={100} placeholder={t('p2p.pm_account_placeholder')} clearable />
      </Form.Item>
      <Form.Item name="bank" label={t('field.pm_bank')}>
        <FieldInput testId="p2p-pm-bank" maxLength={100} placeholder={t('p2p.pm_bank_placeholder')} clearable />
      </Form.Item>
      <Form.Item label={t('p2p.pm_qrcode')}>
        <QrField value={qrcode} onChange={setQrcode} />
      </Form.Item>
    </Form>
  );
}
