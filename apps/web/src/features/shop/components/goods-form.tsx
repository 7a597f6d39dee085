/**
 * The goods form (shop/publicgoods/publicgoods; docs/product.md §3 "Goods", §5): name, price in USDT, description,
 * up to 6 images and stock, all required, checked with the contract's rules before sending; whether the goods
 * ship or are picked up at the shop (docs/api.md "Delivery addresses and after-sale"); and, before anything is
 * listed, the platform fee the server will keep from each sale (its `fee_rate`, /api/shop/terms).
 */
import {
  productDescriptionField,
  productImagesField,
  productNameField,
  priceField,
  SHOP_COIN,
  SHOP_LIMITS,
  stockField,
  type AddProductBody,
  type DeliveryMode,
} from '@app/contract';
import { Button, Form, Radio, Space, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { ImageUpload } from '@/components/image-upload';
import { useFormDraft } from '@/lib/draft';
import { useFieldRule } from './field-rule';
import { isValidPrice } from './shop-rules';

export interface GoodsValues {
  name: string;
  price: string;
  description: string;
  images: string[];
  stock: string;
  delivery: DeliveryMode;
}

export const EMPTY_GOODS: GoodsValues = { name: '', price: '', description: '', images: [], stock: '', delivery: 'ship' };

export function toBody(values: GoodsValues): AddProductBody {
  return {
    name: values.name.trim(),
    price: values.price.trim(),
    description: values.description.trim(),
    images: values.images,
    stock: Number(values.stock),
    delivery: values.delivery,
  };
}

interface GoodsFormProps {
  initial: GoodsValues;
  /** where what the merchant types is kept until saved (lib/draft.ts), e.g. `goods:new` or `goods:12` */
  draftKey: string;
  busy: boolean;
  onSubmit: (body: AddProductBody) => void;
  /** the server's fee rate, e.g. "0.05"; undefined while it loads */
  feeRate?: string;
}

/** "0.05" → "5": a fraction with at most 6 decimals as a percent, without float noise. */
const percent = (rate: string) => String(Math.round(Number(rate) * 1e6) / 1e4);

export function GoodsForm({ initial, draftKey, busy, onSubmit, feeRate }: GoodsFormProps) {
  const { t } = useTranslation();
  const rule = useFieldRule();
  const priceRule = rule(priceField, 'goods_price', (v) => (isValidPrice(String(v)) ? null : t('shop.price_invalid')));
  const draft = useFormDraft(draftKey, initial);
  return (
    <Form
      layout="vertical"
      initialValues={draft.initialValues}
      onValuesChange={draft.onValuesChange}
      onFinish={(values: GoodsValues) => onSubmit(toBody(values))}
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="goods-submit">
          {t('shop.submit_goods')}
        </Button>
      }
    >
      <Form.Item name="name" label={t('field.goods_name')} rules={[rule(productNameField, 'goods_name')]}>
        <FieldInput
          testId="goods-name"
          placeholder={t('shop.name_placeholder')}
          maxLength={SHOP_LIMITS.productNameMax}
          clearable
        />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('field.goods_price')}
        rules={[priceRule]}
        extra={SHOP_COIN}
        description={
          feeRate !== undefined && <span data-testid="goods-fee-note">{t('shop.fee_note', { rate: percent(feeRate) })}</span>
        }
      >
        <FieldInput testId="goods-price" inputMode="decimal" placeholder={t('shop.price_placeholder')} />
      </Form.Item>
      <Form.Item name="stock" label={t('field.goods_stock')} rules={[rule(stockField, 'goods_stock')]}>
        <FieldInput testId="goods-stock" inputMode="numeric" placeholder={t('shop.stock_placeholder')} />
      </Form.Item>
      <Form.Item name="delivery" label={t('field.goods_delivery')}>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="ship" data-testid="goods-delivery-ship">
              {t('shop.delivery_ship')}
            </Radio>
            <Radio value="pickup" data-testid="goods-delivery-pickup">
              {t('shop.delivery_pickup')}
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="description"
        label={t('field.goods_description')}
        rules={[rule(productDescriptionField, 'goods_description')]}
      >
        <TextArea
          data-testid="goods-description"
          placeholder={t('shop.description_placeholder')}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={SHOP_LIMITS.productDescriptionMax}
          showCount
        />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('field.goods_images')}
        help={t('shop.images_help', { max: SHOP_LIMITS.productImagesMax })}
        rules={[rule(productImagesField, 'goods_images')]}
      >
        <ImageUpload
          max={SHOP_LIMITS.productImagesMax}
          label={t('shop.add_image')}
          removeLabel={t('shop.remove_image')}
          testId="goods-images"
          itemTestId={(i) => `goods-image-${i}`}
          removeTestId={(i) => `goods-image-remove-${i}`}
          progressTestId="goods-image-uploading"
        />
      </Form.Item>
    </Form>
  );
}
