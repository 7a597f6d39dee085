/**
 * Rating a completed order (docs/api.md "Delivery addresses and after-sale" → reviews): 1–5 stars, words and
 * pictures, once; the stars are required. The review then counts in the goods' and the shop's rating.
 */
import { AFTER_SALE_LIMITS, type Order } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popup, TextArea } from 'antd-mobile';
import { StarFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/image-upload';
import { useDraft } from '@/lib/draft';
import { request } from '@/lib/request';

/**
 * Five star buttons: antd-mobile's Rate answers drags and taps only, so a keyboard or screen reader could not
 * rate; buttons that say their score and whether they are chosen can.
 */
function Stars({ score, onChange }: { score: number; onChange: (score: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="shop-rate" role="group" aria-label={t('after_sale.stars')} data-testid="comment-stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={n <= score ? 'shop-star shop-star-on' : 'shop-star'}
          aria-pressed={n === score}
          aria-label={t('after_sale.star_n', { count: n })}
          data-testid={`comment-star-${n}`}
          onClick={() => onChange(n)}
        >
          <StarFill />
        </button>
      ))}
    </div>
  );
}

interface ReviewDraft {
  score: number;
  content: string;
  images: string[];
}
const EMPTY_REVIEW: ReviewDraft = { score: 0, content: '', images: [] };
const isEmptyReview = (r: ReviewDraft) => r.score === 0 && !r.content.trim() && r.images.length === 0;

export function CommentPopup({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Stars, words and pictures are kept as a draft until sent (lib/draft.ts): a member who leaves to check the
  // goods finds the review where it was.
  const [review, setReview, clearReview] = useDraft(`review:${order.id}`, EMPTY_REVIEW, isEmptyReview);
  const { score, content, images } = review;
  const [uploading, setUploading] = useState(false);
  const send = useMutation({
    mutationFn: () => request('/api/order/comment', { id: order.id, score, content: content.trim(), images }, { loading: true }),
    onSuccess: () => {
      clearReview();
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="shop-sheet">
      <div className="shop-sheet-title">{t('after_sale.title_comment')}</div>
      <Stars score={score} onChange={(n) => setReview((r) => ({ ...r, score: n }))} />
      <TextArea
        data-testid="comment-content"
        aria-label={t('after_sale.comment_placeholder')}
        placeholder={t('after_sale.comment_placeholder')}
        value={content}
        onChange={(text) => setReview((r) => ({ ...r, content: text }))}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={AFTER_SALE_LIMITS.commentMax}
        showCount
      />
      <ImageUpload
        value={images}
        onChange={(list) => setReview((r) => ({ ...r, images: list }))}
        onUploadingChange={setUploading}
        max={AFTER_SALE_LIMITS.imagesMax}
        label={t('after_sale.add_image')}
        removeLabel={t('after_sale.remove_image')}
        testId="comment-images"
      />
      {send.isError && (
        <div className="shop-error" role="alert" data-testid="comment-error">
          {send.error.message}
        </div>
      )}
      <Button
        block
        color="primary"
        disabled={score < 1 || uploading}
        loading={send.isPending}
        data-testid="comment-submit"
        onClick={() => send.mutate()}
      >
        {score < 1 ? t('after_sale.stars_needed') : t('after_sale.submit_comment')}
      </Button>
    </Popup>
  );
}
