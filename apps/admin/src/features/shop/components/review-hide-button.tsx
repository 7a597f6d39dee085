/**
 * Hide a review, or show a hidden one again — each with a required reason, as the server records both in the
 * audit log (`review_hide` / `review_show`) and the reviewer's words leave or return to the ratings.
 */
import type { AdminReview } from '@app/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '@/components/reason-modal.tsx';
import { useHideReview } from '../api/shop-reviews.ts';

export function ReviewHideButton({ review }: { review: AdminReview }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const change = useHideReview();
  const hide = !review.hidden;
  return (
    <>
      <Button size="small" danger={hide} onClick={() => setOpen(true)} data-testid={`review-hide-${review.id}`}>
        {t(hide ? 'hide.hide' : 'hide.unhide')}
      </Button>
      <ReasonModal
        open={open}
        title={t(hide ? 'shop.reviews.hide_title' : 'shop.reviews.show_title', { id: review.id })}
        okText={t(hide ? 'hide.hide' : 'hide.show')}
        label={t('shop.reviews.reason_note')}
        loading={change.isPending}
        onSubmit={(reason) => change.mutateAsync({ id: review.id, hidden: hide, reason })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
