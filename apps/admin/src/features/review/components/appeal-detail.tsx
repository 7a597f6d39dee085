/**
 * A P2P appeal at the review desk (docs/api.md "P2P with payment methods"): the order, who pays and who holds
 * the PI, the payment methods the buyer was shown, both statements with their pictures and the chat between
 * the two, so the operator decides from both sides.
 */
import type { P2pAppealDetail, ReviewItem } from '@app/contract';
import { Descriptions, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { Statement } from './dispute-detail.tsx';
import { PublicImages } from './public-images.tsx';

function Methods({ detail }: { detail: P2pAppealDetail }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      data-testid="appeal-methods"
      dataSource={detail.pay_methods}
      renderItem={(m) => (
        <List.Item key={m.id}>
          {t(`appeal.method.${m.type}`)} · {m.name} · <Typography.Text copyable>{m.account}</Typography.Text>
          {m.bank ? ` · ${m.bank}` : ''}
          {m.qrcode && <PublicImages urls={[m.qrcode]} />}
        </List.Item>
      )}
    />
  );
}

function Chat({ detail }: { detail: P2pAppealDetail }) {
  const { t } = useTranslation();
  const who = (id: number) => (id === detail.buyer.id ? t('dispute.buyer') : t('appeal.seller'));
  if (detail.chat.length === 0) return <Typography.Text type="secondary">{t('appeal.no_chat')}</Typography.Text>;
  return (
    <List
      size="small"
      data-testid="appeal-chat"
      style={{ maxHeight: 240, overflowY: 'auto' }}
      dataSource={detail.chat}
      renderItem={(line) => (
        <List.Item key={line.id}>
          <Typography.Text strong>{who(line.from_id)}</Typography.Text>:{' '}
          {line.type === 'image' ? <PublicImages urls={[line.content]} /> : line.content}
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {formatTime(line.createtime)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

export function AppealDetail({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const detail = item.detail as unknown as P2pAppealDetail;
  const statement = (by: 'buyer' | 'seller') => detail.appeal.statements.find((s) => s.by === by);
  const rows = [
    {
      key: 'order',
      label: t('appeal.order'),
      children: `${detail.order_no} · ${formatMoney(detail.quantity, detail.coin)} ${detail.coin} × ${formatMoney(detail.price, 'USDT')} = ${formatMoney(detail.total_price, 'USDT')}`,
    },
    { key: 'buyer', label: t('appeal.buyer'), children: `${detail.buyer.username} (#${detail.buyer.id})` },
    { key: 'seller', label: t('appeal.seller'), children: `${detail.seller.username} (#${detail.seller.id})` },
    { key: 'paid', label: t('appeal.paid_at'), children: detail.paidtime ? formatTime(detail.paidtime) : '—' },
    { key: 'methods', label: t('appeal.methods'), children: <Methods detail={detail} /> },
    ...(['buyer', 'seller'] as const).map((by) => {
      const said = statement(by);
      return {
        key: `statement_${by}`,
        label: t(`appeal.statement_${by}`),
        children: said ? (
          <Statement text={said.reason} images={said.images} />
        ) : (
          <Typography.Text type="secondary">{t('appeal.not_answered')}</Typography.Text>
        ),
      };
    }),
    { key: 'chat', label: t('appeal.chat'), children: <Chat detail={detail} /> },
  ];
  if (detail.decision) {
    const reason = detail.appeal.decision?.reason;
    const decided = t(`appeal.decision.${detail.decision}`);
    rows.push({ key: 'decided', label: t('appeal.decided'), children: reason ? `${decided} — ${reason}` : decided });
  }
  return <Descriptions size="small" column={1} data-testid="appeal-detail" items={rows} />;
}
