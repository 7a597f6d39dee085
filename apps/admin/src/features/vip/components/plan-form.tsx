/** Create or edit a VIP plan: name, period, price and coin, benefits, on sale, order. The server checks it again. */
import { VIP_BENEFITS, VIP_PERIODS, type AdminVipPlan, type AdminVipPlanSaveBody } from '@app/contract';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useSaveVipPlan } from '../api/vip-plans.ts';

const BENEFIT_LABELS: Record<(typeof VIP_BENEFITS)[number], string> = {
  badge: 'VIP badge',
  withdraw_limit_x2: 'Double daily withdrawal limit',
  signin_double: 'Double sign-in points',
  annual_card: 'An annual card with each purchase',
};

type Fields = Omit<AdminVipPlanSaveBody, 'id'>;

export function PlanForm({ plan, onClose }: { plan: AdminVipPlan | 'new'; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const save = useSaveVipPlan();
  const initial: Fields =
    plan === 'new'
      ? { name: '', period: 'month', price: '', coin: 'USDT', benefits: ['badge'], enabled: true, sort: 0 }
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
    await save.mutateAsync({ ...fields, id: plan === 'new' ? undefined : plan.id });
    onClose();
  };
  return (
    <Modal
      open
      title={plan === 'new' ? 'New VIP plan' : `Edit ${plan.name}`}
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
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="period" label="Period" rules={[{ required: true }]}>
          <Select options={VIP_PERIODS.map((p) => ({ value: p, label: p }))} />
        </Form.Item>
        <Form.Item
          name="price"
          label="Price"
          rules={[{ required: true, pattern: /^\d{1,12}(\.\d{1,6})?$/, message: 'A positive amount such as 9.9' }]}
        >
          <Input
            addonAfter={
              <Form.Item name="coin" noStyle>
                <Select style={{ width: 90 }} options={['USDT', 'COIN', 'PI'].map((c) => ({ value: c, label: c }))} />
              </Form.Item>
            }
          />
        </Form.Item>
        <Form.Item name="benefits" label="Benefits">
          <Checkbox.Group options={VIP_BENEFITS.map((b) => ({ value: b, label: BENEFIT_LABELS[b] }))} />
        </Form.Item>
        <Form.Item name="enabled" label="On sale" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label="Order">
          <InputNumber min={0} max={1000} />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon message={save.error.message} />}
    </Modal>
  );
}
