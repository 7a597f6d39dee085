/**
 * The merchant answers a review once (docs/api.md "After-sale: the details": /api/order/commentreply): the
 * review is quoted, the reply is required and kept short, and it cannot be changed after — which the sheet
 * says before sending.
 */
import { AFTER_SALE_LIMITS, type Review } from '@app/contract';
import { Button, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplyReview } from '../api/shop-reviews';

export function ReplyPopup({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const reply = useReplyReview();
  const close = () => {
    setContent('');
    reply.reset();
    onClose();
  };
  const send = () => {
    if (review) reply.mutate({ id: review.id, content: content.trim() }, { onSuccess: close });
  };
  return (
    <Popup visible={review !== null} onMaskClick={close} onClose={close} destroyOnClose bodyClassName="shop-sheet">
      <div className="shop-sheet-title">{t('reviews.reply_title')}</div>
      {review && (
        <blockquote className="shop-quote" data-testid="reply-quote">
          {t('reviews.score', { score: review.score })}
          {review.content && ` · ${review.content}`}
        </blockquote>
      )}
      <TextArea
        data-testid="reply-content"
        aria-label={t('reviews.reply_placeholder')}
        placeholder={t('reviews.reply_placeholder')}
        value={content}
        onChange={setContent}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={AFTER_SALE_LIMITS.replyMax}
        showCount
      />
      <p className="shop-muted">{t('reviews.reply_once')}</p>
      {reply.isError && (
        <div className="shop-error" role="alert" data-testid="reply-error">
          {reply.error.message}
        </div>
      )}
      <Button
        block
        color="primary"
        disabled={content.trim() === ''}
        loading={reply.isPending}
        data-testid="reply-submit"
        onClick={send}
      >
        {t('reviews.reply_send')}
      </Button>
    </Popup>
  );
}
