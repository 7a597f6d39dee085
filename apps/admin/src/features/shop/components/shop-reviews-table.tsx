/**
 * The shop's reviews in the console (docs/api.md "After-sale: the details" → console): newest first, of one
 * shop or product when asked, with the score, words, pictures, the merchant's reply and whether members see
 * it; operators with content.moderate hide one (or show it again) with a reason.
 */
import type { AdminReview } from '@app/contract';
import { Image, InputNumber, Rate, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListTable, useListState } from '@/components/list-table.tsx';
import { ReasonTag } from '@/components/reason-tag.tsx';
import { formatTime } from '@/lib/format.ts';
import { useCan } from '@/lib/me.ts';
import { useShopReviews } from '../api/shop-reviews.ts';
import { ReviewHideButton } from './review-hide-button.tsx';
import type { Columns } from '@/components/table-columns.ts';

const PAGE_SIZE = 20;

function Words({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={4}>
      <Rate
        disabled
        value={review.score}
        style={{ fontSize: 12 }}
        aria-label={t('shop.reviews.score', { score: review.score })}
      />
      {review.content && (
        <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }} style={{ margin: 0 }}>
          {review.content}
        </Typography.Paragraph>
      )}
      {review.images.length > 0 && (
        <Image.PreviewGroup>
          {review.images.map((src) => (
            <Image key={src} src={src} width={48} height={48} style={{ objectFit: 'cover' }} />
          ))}
        </Image.PreviewGroup>
      )}
      {review.reply && <Typography.Text type="secondary">{t('shop.reviews.reply', { reply: review.reply })}</Typography.Text>}
    </Space>
  );
}

const columns = (t: TFunction, canModerate: boolean): Columns<AdminReview> => [
  { title: '#', dataIndex: 'id', width: 70 },
  { title: t('shop.reviews.review'), render: (_, r) => <Words review={r} /> },
  { title: t('shop.reviews.reviewer'), width: 140, render: (_, r) => r.user.nickname },
  {
    title: t('shop.reviews.of'),
    width: 170,
    render: (_, r) => t('shop.reviews.of_ids', { shop: r.shop_id, product: r.product_id, order: r.order_id }),
  },
  { title: t('common.time'), dataIndex: 'createtime', width: 170, render: formatTime },
  {
    title: t('common.state'),
    width: 180,
    render: (_, r) => (
      <ReasonTag
        color={r.hidden ? 'red' : 'green'}
        text={t(r.hidden ? 'shop.reviews.hidden' : 'shop.reviews.visible')}
        reason={r.hidden ? r.hide_reason : undefined}
      />
    ),
  },
  ...(canModerate ? [{ title: '', width: 110, render: (_: unknown, r: AdminReview) => <ReviewHideButton review={r} /> }] : []),
];

export function ShopReviewsTable() {
  const { t } = useTranslation();
  const { paging, filters, filter, query } = useListState<{ shop_id?: number; product_id?: number }>(PAGE_SIZE);
  const canModerate = useCan('content.moderate');
  const list = useShopReviews(query);
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <InputNumber
          min={1}
          placeholder={t('shop.reviews.shop_id')}
          style={{ width: 140 }}
          value={filters.shop_id}
          onChange={(v) => filter('shop_id')(v ?? undefined)}
        />
        <InputNumber
          min={1}
          placeholder={t('shop.reviews.product_id')}
          style={{ width: 140 }}
          value={filters.product_id}
          onChange={(v) => filter('product_id')(v ?? undefined)}
        />
      </Space>
      <ListTable<AdminReview>
        list={list}
        paging={paging}
        columns={columns(t, canModerate)}
        emptyText={t('shop.reviews.none')}
        data-testid="shop-reviews-table"
      />
    </>
  );
}
