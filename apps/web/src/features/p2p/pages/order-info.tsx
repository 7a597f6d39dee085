/**
 * page/business/orderinfo?id= (spec §3, §4 "waits for system confirmation of payment; shows remaining
 * time; can expire"; API.md /api/ctoc/orderinfo): every field of the order, re-read while it is pending
 * and once more when its time runs out.
 */
import type { P2pOrder } from '@app/contract';
import { NoticeBar } from 'antd-mobile';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/page';
import { useOrderInfo } from '../api/order-info';
import { OrderFields } from '../components/order-fields';
import { LoadFailed } from '../components/query-state';
import './p2p.css';

function StateNotice({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  if (order.status !== 'pending') return null;
  const text = order.review
    ? t('p2p.pending_review')
    : order.confirmtime
      ? t('p2p.pending_confirm_at', { time: dayjs(order.confirmtime * 1000).format('HH:mm:ss') })
      : t('p2p.pending_confirm');
  return <NoticeBar content={<span data-testid="p2p-info-notice">{text}</span>} color="alert" wrap />;
}

export default function OrderInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const order = useOrderInfo(Number.isInteger(id) ? id : 0);
  return (
    <Page title={t('title.pi_order_info')}>
      {order.data ? (
        <>
          <StateNotice order={order.data} />
          <OrderFields order={order.data} onZero={() => void order.refetch()} />
        </>
      ) : (
        <LoadFailed query={{ isError: order.isError || id <= 0, refetch: order.refetch }} testId="p2p-order-info" />
      )}
    </Page>
  );
}
