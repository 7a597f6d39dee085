/**
 * The merchant ships a paid order (docs/product.md §4 "the merchant ships after confirmation"; docs/api.md sendorder):
 * carrier and tracking number, then a confirmation naming the order, then the request. Pickup goods are handed
 * over instead (docs/api.md "Delivery addresses and after-sale"): the merchant enters the code the buyer shows, or
 * scans its QR where the phone can;
 * a wrong code is refused by the server, whose words (with the tries left) stay on the sheet.
 */
import { orderSendBody, type Order, type OrderSendBody } from '@app/contract';
import { Button, Form, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { useSendOrder } from '../api/send-order';
import { useFieldRule } from './field-rule';
import { ScanCodeButton } from './scan-code';
import { confirmDialog } from '@/lib/confirm-dialog';

interface ShipValues {
  express?: string;
  tracking_no?: string;
  pickup_code?: string;
}

function ShipFields() {
  const { t } = useTranslation();
  const rule = useFieldRule();
  const { express, tracking_no } = orderSendBody.shape;
  return (
    <>
      <Form.Item name="express" label={t('field.express')} rules={[rule(express.unwrap(), 'express')]}>
        <FieldInput testId="ship-express" placeholder={t('shop.express_placeholder')} />
      </Form.Item>
      <Form.Item name="tracking_no" label={t('field.tracking_no')} rules={[rule(tracking_no.unwrap(), 'tracking_no')]}>
        <FieldInput testId="ship-tracking" placeholder={t('shop.tracking_placeholder')} />
      </Form.Item>
    </>
  );
}

function HandOverFields({ onScan }: { onScan: (code: string) => void }) {
  const { t } = useTranslation();
  const rule = useFieldRule();
  return (
    <>
      <ScanCodeButton onCode={onScan} />
      <Form.Item
        name="pickup_code"
        label={t('field.pickup_code')}
        help={t('shop.hand_over_help')}
        rules={[rule(orderSendBody.shape.pickup_code.unwrap(), 'pickup_code')]}
      >
        <FieldInput testId="handover-code" inputMode="numeric" maxLength={6} placeholder="000000" />
      </Form.Item>
    </>
  );
}

function bodyOf(order: Order, values: ShipValues): OrderSendBody {
  if (order.delivery === 'pickup') return { id: order.id, pickup_code: values.pickup_code?.trim() };
  return { id: order.id, express: values.express?.trim(), tracking_no: values.tracking_no?.trim() };
}

export function ShipPopup({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendOrder();
  const [form] = Form.useForm<ShipValues>();
  const pickup = order?.delivery === 'pickup';

  const close = () => {
    send.reset();
    form.resetFields();
    onClose();
  };

  const submit = async (values: ShipValues) => {
    if (!order) return;
    const words = pickup
      ? t('shop.confirm_hand_over', { no: order.order_no })
      : t('shop.confirm_ship', { no: order.order_no, express: values.express?.trim() ?? '' });
    const yes = await confirmDialog({
      content: <div data-testid="ship-confirm">{words}</div>,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (yes) send.mutate(bodyOf(order, values), { onSuccess: close });
  };

  return (
    <Popup visible={order !== null} onMaskClick={close} destroyOnClose bodyClassName="shop-sheet">
      <div className="shop-sheet-title">{t(pickup ? 'shop.hand_over_title' : 'shop.ship_title')}</div>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values: ShipValues) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" loading={send.isPending} data-testid="ship-submit">
            {t(pickup ? 'shop.step_hand_over' : 'shop.ship')}
          </Button>
        }
      >
        {pickup ? <HandOverFields onScan={(code) => form.setFieldsValue({ pickup_code: code })} /> : <ShipFields />}
        {send.isError && (
          <div className="shop-error" role="alert" data-testid="ship-error">
            {send.error.message}
          </div>
        )}
      </Form>
    </Popup>
  );
}
