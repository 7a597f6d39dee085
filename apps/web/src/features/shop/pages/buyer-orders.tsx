/** ordercenter/orderlist/orderlistbuy (docs/product.md §2 "buyer order list"; docs/api.md /api/order/getlist). */
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { OrderCenter } from '../components/order-center';
import './shop.css';

export default function BuyerOrdersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.buyer_orders')}>
      <OrderCenter side="buyer" />
    </Page>
  );
}
