/**
 * The merchant ships a paid order (spec §4 "the merchant ships after confirmation"; docs/api.md sendorder):
 * carrier and tracking number, then a confirmation naming the order, then the request.
 */
import { orderSendBody, type Order } from '@app/contract';
import { Button, Dialog, Form, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { useSendOrder } from '../api/send-order';
import { useFieldRule } from './field-rule';

interface ShipValues {
  express: string;
  tracking_no: string;
}

export function ShipPopup({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = useFieldRule();
  const send = useSendOrder();
  const { express, tracking_no } = orderSendBody.shape;

  const submit = async (values: ShipValues) => {
    if (!order) return;
    const yes = await Dialog.confirm({
      content: (
        <div data-testid="ship-confirm">{t('shop.confirm_ship', { no: order.order_no, express: values.express.trim() })}</div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!yes) return;
    const body = { id: order.id, express: values.express.trim(), tracking_no: values.tracking_no.trim() };
    send.mutate(body, { onSuccess: onClose });
  };

  return (
    <Popup visible={order !== null} onMaskClick={onClose} destroyOnClose bodyClassName="shop-sheet">
      <div className="shop-sheet-title">{t('shop.ship_title')}</div>
      <Form
        layout="vertical"
        onFinish={(values: ShipValues) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" loading={send.isPending} data-testid="ship-submit">
            {t('shop.ship')}
          </Button>
        }
      >
        <Form.Item name="express" label={t('field.express')} rules={[rule(express.unwrap(), 'express')]}>
          <FieldInput testId="ship-express" placeholder={t('shop.express_placeholder')} />
        </Form.Item>
        <Form.Item name="tracking_no" label={t('field.tracking_no')} rules={[rule(tracking_no.unwrap(), 'tracking_no')]}>
          <FieldInput testId="ship-tracking" placeholder={t('shop.tracking_placeholder')} />
        </Form.Item>
      </Form>
    </Popup>
  );
}
