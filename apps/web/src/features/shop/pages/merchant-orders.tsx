/**
 * ordercenter/shopordercenter/shopordercenter (docs/product.md §2 "merchant orders"; docs/api.md /api/order/getsjlist):
 * only for members whose shop passed review.
 */
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { MerchantGate } from '../components/merchant-gate';
import { OrderCenter } from '../components/order-center';
import './shop.css';

export default function MerchantOrdersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('title.merchant_orders')}>
      <MerchantGate>
        <OrderCenter side="merchant" />
      </MerchantGate>
    </Page>
  );
}
