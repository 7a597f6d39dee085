/** Basic verification (docs/product.md §3): ID type, name and ID number, checked with the contract's own rules. */
import { basicIdBody } from '@app/contract';
import { Button, Form, Selector, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { zodRule } from '@/lib/zod-rule';
import { useIdTypes } from '../api/get-id-types';

export interface BasicValues {
  id_type: string;
  name: string;
  id_number: string;
}

const { id_type, name, id_number } = basicIdBody.shape;

export function BasicForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (values: BasicValues) => void }) {
  const { t } = useTranslation();
  const types = useIdTypes();
  // The selector holds a list of one; the rule checks that one.
  const typeRule = zodRule(id_type, 'id_type', t);
  return (
    <Form
      className="form-card"
      layout="vertical"
      initialValues={{ id_type: ['idcard'] }}
      onFinish={(values) =>
        onSubmit({ id_type: values.id_type[0] ?? '', name: values.name.trim(), id_number: values.id_number.trim() })
      }
      footer={
        <Button block type="submit" color="primary" size="large" loading={submitting} data-testid="idcard-basic-submit">
          {t('common.submit')}
        </Button>
      }
    >
      <Form.Item
        name="id_type"
        label={t('field.id_type')}
        rules={[{ validator: (_rule, value?: string[]) => typeRule.validator(undefined, value?.[0]) }]}
      >
        {types.data ? (
          <Selector columns={3} options={types.data.map((o) => ({ label: o.name, value: o.id }))} data-testid="idcard-type" />
        ) : (
          <Skeleton.Paragraph lineCount={1} animated />
        )}
      </Form.Item>
      <Form.Item name="name" label={t('field.name')} rules={[zodRule(name, 'name', t)]}>
        <FieldInput testId="idcard-name" placeholder={t('verification.name_placeholder')} maxLength={60} />
      </Form.Item>
      <Form.Item name="id_number" label={t('field.id_number')} rules={[zodRule(id_number, 'id_number', t)]}>
        <FieldInput testId="idcard-number" placeholder={t('verification.number_placeholder')} maxLength={30} />
      </Form.Item>
    </Form>
  );
}
