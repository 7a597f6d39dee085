/**
 * page/business/orderinfo?id= (spec §3, §4 "waits for system confirmation of payment; shows remaining
 * time; can expire"; API.md /api/ctoc/orderinfo): every field of the order, re-read while it is pending
 * and once more when its time runs out.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { useOrderInfo } from '../api/order-info';
import { OrderFields } from '../components/order-fields';
import { OrderHeader } from '../components/order-header';
import { LoadFailed } from '../components/query-state';
import './p2p.css';

export default function OrderInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const order = useOrderInfo(Number.isInteger(id) ? id : 0);
  return (
    <Page title={t('title.pi_order_info')}>
      {order.data ? (
        <>
          <OrderHeader order={order.data} onZero={() => void order.refetch()} />
          <OrderFields order={order.data} />
        </>
      ) : (
        <LoadFailed query={{ isError: order.isError || id <= 0, refetch: order.refetch }} testId="p2p-order-info" />
      )}
    </Page>
  );
}
