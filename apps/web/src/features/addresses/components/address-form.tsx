/**
 * Adding or editing one delivery address: receiver, phone, region and street address, and whether it is the
 * default; checked with the contract's rules so the app refuses in the server's words.
 */
import { AFTER_SALE_LIMITS, addressSaveBody, normalizeMobile, type Address, type AddressSaveBody } from '@app/contract';
import { Button, Form, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { zodRule } from '@/lib/zod-rule';

interface AddressValues {
  name: string;
  mobile: string;
  region: string;
  detail: string;
  is_default: boolean;
}

const fields = addressSaveBody.shape;

interface AddressFormProps {
  /** the address edited; none for a new one */
  address?: Address;
  busy: boolean;
  onSubmit: (body: AddressSaveBody) => void;
}

export function AddressForm({ address, busy, onSubmit }: AddressFormProps) {
  const { t } = useTranslation();
  const initial: AddressValues = address ?? { name: '', mobile: '', region: '', detail: '', is_default: false };
  const submit = (values: AddressValues) =>
    onSubmit({
      ...(address ? { id: address.id } : {}),
      name: values.name.trim(),
      mobile: normalizeMobile(values.mobile),
      region: values.region.trim(),
      detail: values.detail.trim(),
      is_default: values.is_default,
    });
  return (
    <Form
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="address-submit">
          {t('addresses.save')}
        </Button>
      }
    >
      <Form.Item name="name" label={t('field.address_name')} rules={[zodRule(fields.name, 'address_name', t)]}>
        <FieldInput testId="address-name" maxLength={AFTER_SALE_LIMITS.nameMax} clearable />
      </Form.Item>
      <Form.Item name="mobile" label={t('field.address_mobile')} rules={[zodRule(fields.mobile, 'address_mobile', t)]}>
        <FieldInput testId="address-mobile" inputMode="tel" clearable />
      </Form.Item>
      <Form.Item name="region" label={t('field.address_region')} rules={[zodRule(fields.region, 'address_region', t)]}>
        <FieldInput
          testId="address-region"
          placeholder={t('addresses.region_placeholder')}
          maxLength={AFTER_SALE_LIMITS.regionMax}
          clearable
        />
      </Form.Item>
      <Form.Item name="detail" label={t('field.address_detail')} rules={[zodRule(fields.detail, 'address_detail', t)]}>
        <TextArea
          data-testid="address-detail"
          aria-label={t('field.address_detail')}
          placeholder={t('addresses.detail_placeholder')}
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={AFTER_SALE_LIMITS.detailMax}
        />
      </Form.Item>
      <Form.Item
        name="is_default"
        label={t('addresses.make_default')}
        childElementPosition="right"
        layout="horizontal"
        valuePropName="checked"
      >
        <Switch data-testid="address-default" aria-label={t('addresses.make_default')} />
      </Form.Item>
    </Form>
  );
}
