/**
 * shopenter/menus, the shop settlement application (docs/product.md §3 "Shop label", §5, §9; docs/api.md /api/lable/addshop):
 * name, category, hours, phone, address and location, intro, door and licence images and up to 6 interior
 * images (1:1 recommended) with upload progress; every field checked as the server would; confirmed first.
 */
import type { AddShopBody } from '@app/contract';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useAddShop } from '../api/publish';
import { ShopDetailsFields, ShopImageFields } from '../components/shop-form-fields';
import type { LatLng } from '../utils/geo';
import './forms.css';
import { confirmDialog } from '@/lib/confirm-dialog';

type ShopValues = Omit<AddShopBody, 'lat' | 'lng'> & { location: LatLng | null };

export default function ShopEnterFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addShop = useAddShop();

  const submit = async ({ location, ...values }: ShopValues) => {
    const yes = await confirmDialog({
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
        <ShopDetailsFields />
        <ShopImageFields />
      </Form>
    </Page>
  );
}
