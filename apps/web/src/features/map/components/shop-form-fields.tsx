/**
 * The fields of the shop settlement application (docs/product.md §3 "Shop label", §9 "up to 6 images, 1:1
 * recommended"): the shop's details and place, then its images, each checked as the server would.
 */
import { LIMITS } from '@app/contract';
import { Form, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '@/components/field-input';
import { ImageUpload, SingleImageUpload } from '@/components/image-upload';
import { useFieldRules } from '../hooks/use-field-rules';
import { shopFields } from '../utils/label-form';
import { CategoryPicker } from './category-picker';
import { LocationPicker } from './location-picker';

export function ShopDetailsFields() {
  const { t } = useTranslation();
  const { label, rule, locationRule } = useFieldRules(shopFields);
  return (
    <>
      <Form.Header>{t('map.shop_basics')}</Form.Header>
      <Form.Item name="name" label={label('name')} rules={[rule('name')]}>
        <FieldInput testId="shopform-name" placeholder={t('map.name_placeholder')} maxLength={60} />
      </Form.Item>
      <Form.Item name="category" label={label('category')} rules={[rule('category')]}>
        <CategoryPicker testId="shopform-category" />
      </Form.Item>
      <Form.Item name="business_hours" label={label('business_hours')} rules={[rule('business_hours')]}>
        <FieldInput testId="shopform-hours" placeholder={t('map.hours_placeholder')} maxLength={100} />
      </Form.Item>
      <Form.Item name="accepts_pi" label={label('accepts_pi')} valuePropName="checked" childElementPosition="right">
        <Switch data-testid="shopform-accepts-pi" aria-label={label('accepts_pi')} />
      </Form.Item>
      <Form.Item name="phone" label={label('phone')} rules={[rule('phone')]}>
        <FieldInput testId="shopform-phone" type="tel" placeholder={t('map.phone_placeholder')} maxLength={24} />
      </Form.Item>
      <Form.Item name="address" label={label('address')} rules={[rule('address')]}>
        <FieldInput testId="shopform-address" placeholder={t('map.address_placeholder')} maxLength={200} />
      </Form.Item>
      <Form.Item name="location" label={label('location')} rules={[locationRule]}>
        <LocationPicker testId="shopform-location" type="shop" />
      </Form.Item>
      <Form.Item name="intro" label={label('intro')} rules={[rule('intro')]}>
        <TextArea
          data-testid="shopform-intro"
          placeholder={t('map.intro_placeholder')}
          maxLength={1000}
          showCount
          autoSize={{ minRows: 3 }}
        />
      </Form.Item>
    </>
  );
}

export function ShopImageFields() {
  const { t } = useTranslation();
  const { label, rule } = useFieldRules(shopFields);
  return (
    <>
      <Form.Header>{t('map.shop_images')}</Form.Header>
      <Form.Item name="door_image" label={label('door_image')} rules={[rule('door_image')]}>
        <SingleImageUpload testId="shopform-door" label={label('door_image')} removeLabel={label('door_image')} />
      </Form.Item>
      <Form.Item name="license_image" label={label('license_image')} rules={[rule('license_image')]}>
        <SingleImageUpload testId="shopform-license" label={label('license_image')} removeLabel={label('license_image')} />
      </Form.Item>
      <Form.Item
        name="images"
        label={label('images')}
        description={t('map.images_hint', { max: LIMITS.imagesPerUpload })}
        rules={[rule('images')]}
      >
        <ImageUpload
          testId="shopform-images"
          label={label('images')}
          removeLabel={label('images')}
          max={LIMITS.imagesPerUpload}
        />
      </Form.Item>
    </>
  );
}
