/** Create or edit a VIP plan: name, period, price and coin, benefits, on sale, order. The server checks it again. */
import {
  pickLocalized,
  VIP_BENEFITS,
  VIP_PERIODS,
  type AdminVipPlan,
  type AdminVipPlanSaveBody,
  type Locale,
} from '@app/contract';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { englishRequired, LocalizedInput, type LocalizedValue } from '@/components/localized-input.tsx';
import { useSaveVipPlan } from '../api/vip-plans.ts';

type Fields = Omit<AdminVipPlanSaveBody, 'id' | 'name'> & { name: LocalizedValue };

export function PlanForm({ plan, onClose }: { plan: AdminVipPlan | 'new'; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const save = useSaveVipPlan();
  const initial: Fields =
    plan === 'new'
      ? { name: {}, period: 'month', price: '', coin: 'USDT', benefits: ['badge'], enabled: true, sort: 0 }
      : {
          name: plan.name,
          period: plan.period,
          price: plan.price,
          coin: plan.coin as Fields['coin'],
          benefits: plan.benefits,
          enabled: plan.enabled,
          sort: plan.sort,
        };
  const submit = async (fields: Fields) => {
    await save.mutateAsync({ ...fields, name: { en: '', ...fields.name }, id: plan === 'new' ? undefined : plan.id });
    onClose();
  };
  return (
    <Modal
      open
      title={
        plan === 'new' ? t('vip.new_plan_title') : t('vip.edit_plan', { name: pickLocalized(plan.name, i18n.language as Locale) })
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(f) => void submit(f)}
        onValuesChange={() => save.reset()}
      >
        <Form.Item name="name" label={t('common.name')} rules={[englishRequired(t)]}>
          <LocalizedInput maxLength={50} testId="plan-name" />
        </Form.Item>
        <Form.Item name="period" label={t('vip.period')} rules={[{ required: true }]}>
          <Select options={VIP_PERIODS.map((p) => ({ value: p, label: t(`vip.periods.${p}`) }))} />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('common.price')}
          rules={[{ required: true, pattern: /^\d{1,12}(\.\d{1,6})?$/, message: t('vip.price_format') }]}
        >
          <Input
            addonAfter={
              <Form.Item name="coin" noStyle>
                <Select style={{ width: 90 }} options={['USDT', 'COIN', 'PI'].map((c) => ({ value: c, label: c }))} />
              </Form.Item>
            }
          />
        </Form.Item>
        <Form.Item name="benefits" label={t('vip.benefits')}>
          <Checkbox.Group options={VIP_BENEFITS.map((b) => ({ value: b, label: t(`vip.benefit.${b}`) }))} />
        </Form.Item>
        <Form.Item name="enabled" label={t('vip.on_sale')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('vip.order')}>
          <InputNumber min={0} max={1000} />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon message={save.error.message} />}
    </Modal>
  );
}
