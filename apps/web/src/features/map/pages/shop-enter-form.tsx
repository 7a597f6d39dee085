/**
 * shopenter/menus, the shop settlement application (spec §3 "Shop label", §5, §9; API.md /api/lable/addshop):
 * name, category, hours, phone, address and location, intro, door and licence images and up to 6 interior
 * images (1:1 recommended) with upload progress; every field checked as the server would; confirmed first.
 */
import { LIMITS, type AddShopBody } from '@app/contract';
import { Button, Dialog, Form, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldInput } from '@/components/field-input';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAddShop } from '../api/publish';
import { CategoryPicker } from '../components/category-picker';
import { ImageGrid, ImageSlot } from '../components/image-slot';
import { LocationPicker } from '../components/location-picker';
import type { LatLng } from '../utils/geo';
import { fieldError, locationError, ruleOf, shopFields } from '../utils/label-form';
import './forms.css';

type ShopValues = Omit<AddShopBody, 'lat' | 'lng'> & { location: LatLng | null };

export default function ShopEnterFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addShop = useAddShop();
  const label = (key: string) => t(`map.field_${key}`);
  const rule = (key: keyof typeof shopFields) => ruleOf((value) => fieldError(shopFields[key], value, label(key), t));

  const submit = async ({ location, ...values }: ShopValues) => {
    const yes = await Dialog.confirm({
      content: <span data-testid="shopform-confirm">{t('map.confirm_apply', { name: values.name.trim() })}</span>,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!yes || !location) return;
    try {
      await addShop.mutateAsync({ ...values, lat: location[0], lng: location[1] });
      navigate(paths.myApplications, { replace: true });
    } catch {
      // The request layer showed the server's reason; the form keeps what was entered.
    }
  };

  return (
    <Page title={t('title.shopenter_menus')}>
      <Form
        className="label-form"
        layout="vertical"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={addShop.isPending} data-testid="shopform-submit">
            {t('map.submit_application')}
          </Button>
        }
      >
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
        <Form.Item name="phone" label={label('phone')} rules={[rule('phone')]}>
          <FieldInput testId="shopform-phone" type="tel" placeholder={t('map.phone_placeholder')} maxLength={24} />
        </Form.Item>
        <Form.Item name="address" label={label('address')} rules={[rule('address')]}>
          <FieldInput testId="shopform-address" placeholder={t('map.address_placeholder')} maxLength={200} />
        </Form.Item>
        <Form.Item
          name="location"
          label={label('location')}
          rules={[ruleOf((v) => locationError(v as LatLng | null, label('location'), t))]}
        >
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
        <Form.Header>{t('map.shop_images')}</Form.Header>
        <Form.Item name="door_image" label={label('door_image')} rules={[rule('door_image')]}>
          <ImageSlot testId="shopform-door" label={label('door_image')} />
        </Form.Item>
        <Form.Item name="license_image" label={label('license_image')} rules={[rule('license_image')]}>
          <ImageSlot testId="shopform-license" label={label('license_image')} />
        </Form.Item>
        <Form.Item
          name="images"
          label={label('images')}
          description={t('map.images_hint', { max: LIMITS.imagesPerUpload })}
          rules={[rule('images')]}
        >
          <ImageGrid testId="shopform-images" label={label('images')} max={LIMITS.imagesPerUpload} />
        </Form.Item>
      </Form>
    </Page>
  );
}
