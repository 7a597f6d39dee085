/**
 * A shop dispute at the review desk (docs/api.md "Delivery addresses and after-sale" → disputes): the order, the
 * buyer's refund request, the merchant's rejection and the dispute statement with their pictures, the order's
 * timeline, and the chat between buyer and merchant, so the operator decides from both sides.
 */
import type { OrderRefund, ReviewItem, TimelineEvent } from '@app/contract';
import { Descriptions, List, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { PublicImages } from './public-images.tsx';

interface Party {
  id: number;
  username: string;
}
interface ChatLine {
  id: number;
  from_id: number;
  type: string;
  content: string;
  createtime: number;
}
/** The server's dispute detail (apps/server shop/after-sale/dispute-review.ts). */
export interface DisputeDetailData {
  order_no: string;
  product_name: string;
  quantity: number;
  total: string;
  buyer: Party;
  merchant: Party;
  express: string;
  tracking_no: string;
  refund: OrderRefund | null;
  timeline: TimelineEvent[];
  chat: ChatLine[];
}

const usdt = (amount: string) => `${formatMoney(amount, 'USDT')} USDT`;

/** A party's statement with its pictures (the appeal desk shows its statements alike). */
export function Statement({ text, images }: { text: string; images: string[] }) {
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: images.length ? 8 : 0, whiteSpace: 'pre-wrap' }}>{text}</Typography.Paragraph>
      {images.length > 0 && <PublicImages urls={images} />}
    </>
  );
}

function DisputeChat({ detail }: { detail: DisputeDetailData }) {
  const { t } = useTranslation();
  const who = (id: number) => (id === detail.buyer.id ? t('dispute.buyer') : t('dispute.merchant'));
  if (detail.chat.length === 0) return <Typography.Text type="secondary">{t('dispute.no_chat')}</Typography.Text>;
  return (
    <List
      size="small"
      data-testid="dispute-chat"
      style={{ maxHeight: 240, overflowY: 'auto' }}
      dataSource={detail.chat}
      renderItem={(line) => (
        <List.Item key={line.id}>
          <Typography.Text strong>{who(line.from_id)}</Typography.Text>: {line.type === 'text' ? line.content : `[${line.type}]`}
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {formatTime(line.createtime)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

export function DisputeDetail({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const detail = item.detail as unknown as DisputeDetailData;
  const refund = detail.refund;
  const rows = [
    { key: 'order', label: t('dispute.order'), children: `${detail.order_no} · ${detail.product_name} × ${detail.quantity}` },
    { key: 'total', label: t('dispute.total'), children: <Typography.Text strong>{usdt(detail.total)}</Typography.Text> },
    { key: 'buyer', label: t('dispute.buyer'), children: `${detail.buyer.username} (#${detail.buyer.id})` },
    { key: 'merchant', label: t('dispute.merchant'), children: `${detail.merchant.username} (#${detail.merchant.id})` },
  ];
  if (detail.express)
    rows.push({ key: 'express', label: t('dispute.shipped'), children: `${detail.express} ${detail.tracking_no}` });
  if (refund) {
    rows.push(
      {
        key: 'asked',
        label: t('dispute.asked', { amount: usdt(refund.amount) }),
        children: <Statement text={refund.reason} images={refund.images} />,
      },
      { key: 'reply', label: t('dispute.reply'), children: refund.reply || '—' },
    );
    if (refund.dispute)
      rows.push({
        key: 'dispute',
        label: t(`dispute.statement_${refund.dispute.by}`),
        children: <Statement text={refund.dispute.reason} images={refund.dispute.images} />,
      });
  }
  rows.push(
    {
      key: 'timeline',
      label: t('dispute.timeline'),
      children: (
        <Timeline
          items={detail.timeline.map((entry) => ({
            children: [
              `${formatTime(entry.createtime)} · ${t(`dispute.actor.${entry.actor}`)} · ${t(`dispute.event.${entry.event}`)}`,
              entry.amount === null || entry.amount === undefined ? '' : ` · ${usdt(entry.amount)}`,
              entry.note ? ` — ${entry.note}` : '',
            ].join(''),
          }))}
        />
      ),
    },
    { key: 'chat', label: t('dispute.chat'), children: <DisputeChat detail={detail} /> },
  );
  const decision = refund?.decision;
  if (decision)
    rows.push({
      key: 'decision',
      label: t('dispute.decision'),
      children: (
        <Statement
          text={[
            decision.outcome === 'refunded'
              ? t('dispute.decision_refunded', { amount: usdt(decision.amount) })
              : t('dispute.decision_released'),
            decision.reason,
          ]
            .filter(Boolean)
            .join(' — ')}
          images={[]}
        />
      ),
    });
  return <Descriptions size="small" column={1} data-testid="dispute-detail" items={rows} />;
}
