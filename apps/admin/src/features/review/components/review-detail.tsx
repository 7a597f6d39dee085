/**
 * One review item's detail as labelled rows (fields per kind in review-fields.ts): amounts with their
 * coin, hashes and addresses copyable, times readable, private ID images fetched with the operator token.
 */
import type { Coin, ReviewItem } from '@app/contract';
import { Descriptions, Tag, Typography } from 'antd';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { formatMoney, formatTime } from '@/lib/format.ts';
import { PRIVATE_IMAGE_PATH, PrivateImage } from './private-image.tsx';
import { PublicImages } from './public-images.tsx';
import { fieldLabel, fieldsFor, WORDS, type ReviewField } from './review-fields.ts';

function showValue(field: ReviewField, value: unknown, detail: ReviewItem['detail']): ReactNode {
  if (typeof value === 'string' && value.startsWith(PRIVATE_IMAGE_PATH)) return <PrivateImage url={value} />;
  if (field.format === 'images') return <PublicImages urls={(Array.isArray(value) ? value : [value]).map(String)} />;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  switch (field.format) {
    case 'amount': {
      const coin = field.coin ?? (typeof detail.coin === 'string' ? (detail.coin as Coin) : undefined);
      return <Typography.Text strong>{coin ? `${formatMoney(text, coin)} ${coin}` : text}</Typography.Text>;
    }
    case 'word': {
      const key = field.words ? WORDS[field.words](text) : '';
      return key && i18n.exists(key) ? i18n.t(key) : text;
    }
    case 'code':
      return (
        <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
          {text}
        </Typography.Text>
      );
    case 'time':
      return typeof value === 'number' && value > 0 ? formatTime(value) : '—';
    case 'mismatch':
      return value === true ? (
        <Tag color="error" data-testid="amount-mismatch">
          {i18n.t('review.deposit.mismatch')}
        </Tag>
      ) : (
        <Tag color="success">{i18n.t('review.deposit.match')}</Tag>
      );
    case 'confirmations':
      return typeof detail.confirmations_needed === 'number' ? `${text} / ${detail.confirmations_needed}` : text;
    default:
      return text;
  }
}

export function ReviewDetail({ item }: { item: ReviewItem }) {
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid="review-detail"
      items={fieldsFor(item.kind, item.detail).map((field) => ({
        key: field.key,
        label: fieldLabel(item.kind, field.key),
        children: showValue(field, item.detail[field.key], item.detail),
      }))}
    />
  );
}
