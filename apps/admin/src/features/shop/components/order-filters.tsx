/** The order search: order number, buyer (username or id), shop (name or id) and status. */
import { ORDER_STATUSES, type OrderStatus } from '@app/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface OrderFilterValues {
  order_no?: string;
  buyer?: string;
  shop?: string;
  status?: OrderStatus;
}

const trimmed = (value?: string) => value?.trim() || undefined;

export function OrderFilters({ onSearch }: { onSearch: (values: OrderFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderFilterValues>();
  const submit = (values: OrderFilterValues) =>
    onSearch({
      order_no: trimmed(values.order_no),
      buyer: trimmed(values.buyer),
      shop: trimmed(values.shop),
      status: values.status,
    });

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }} data-testid="shop-order-filters">
      <Form.Item name="order_no">
        <Input allowClear placeholder={t('shop.order_no')} style={{ width: 210 }} />
      </Form.Item>
      <Form.Item name="buyer">
        <Input allowClear placeholder={t('shop.buyer_search')} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item name="shop">
        <Input allowClear placeholder={t('shop.shop_search')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('shop.any_status')}
          style={{ width: 140 }}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`shop.status.${s}`) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('common.search')}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onSearch({});
        }}
      >
        {t('common.reset')}
      </Button>
    </Form>
  );
}
