/**
 * Feedback on a completed offchain order (docs/api.md "P2P in the members' own money" → "Feedback"): while the
 * order's `actions` has `feedback`, the reader leaves one — positive or negative, an optional comment of up to
 * 200 characters — once; then both sides' feedback shows as given.
 */
import { P2P_FEEDBACK_RATINGS, type P2pFeedback, type P2pFeedbackRating, type P2pOrder } from '@app/contract';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveFeedback } from '../api/feedback';

/** The ratings' words. */
export const RATING_TEXT: Record<P2pFeedbackRating, string> = {
  positive: 'p2p_fiat.rating_positive',
  negative: 'p2p_fiat.rating_negative',
};

/** the contract's feedbackBody comment limit; the field stops there */
const COMMENT_MAX = 200;

function Given({ feedback, label, testId }: { feedback: P2pFeedback; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-feedback-given" data-testid={testId} data-rating={feedback.rating}>
      <span className="p2p-muted">{label}</span>{' '}
      <b className={feedback.rating === 'positive' ? 'is-positive' : 'is-negative'}>{t(RATING_TEXT[feedback.rating])}</b>
      {feedback.comment && <div className="p2p-remark">{feedback.comment}</div>}
    </div>
  );
}

function FeedbackForm({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const leave = useLeaveFeedback();
  const [rating, setRating] = useState<P2pFeedbackRating>();
  const [comment, setComment] = useState('');
  const send = () => {
    if (!rating) return;
    leave.mutate({ id: order.id, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) });
  };
  return (
    <div className="p2p-feedback-form">
      <Selector
        data-testid="p2p-feedback-rating"
        aria-label={t('p2p_fiat.feedback_title')}
        columns={2}
        options={P2P_FEEDBACK_RATINGS.map((value) => ({ value, label: t(RATING_TEXT[value]) }))}
        value={rating ? [rating] : []}
        onChange={(picked) => setRating(picked[0])}
      />
      <label className="sr-only" htmlFor="p2p-feedback-comment">
        {t('p2p_fiat.feedback_comment')}
      </label>
      <TextArea
        id="p2p-feedback-comment"
        data-testid="p2p-feedback-comment"
        value={comment}
        maxLength={COMMENT_MAX}
        showCount
        rows={2}
        placeholder={t('p2p_fiat.feedback_comment')}
        onChange={setComment}
      />
      {leave.isError && (
        <div className="p2p-error" role="alert" data-testid="p2p-feedback-error">
          {leave.error.message}
        </div>
      )}
      <Button block color="primary" disabled={!rating} loading={leave.isPending} onClick={send} data-testid="p2p-feedback-submit">
        {t('p2p_fiat.feedback_send')}
      </Button>
    </div>
  );
}

export function FeedbackCard({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const { mine, theirs } = order.feedback;
  const canLeave = order.actions.includes('feedback');
  if (!canLeave && !mine && !theirs) return null;
  return (
    <section className="p2p-card p2p-feedback" data-testid="p2p-feedback">
      <div className="p2p-card-title">{t('p2p_fiat.feedback_title')}</div>
      {canLeave && !mine && <FeedbackForm order={order} />}
      {mine && <Given feedback={mine} label={t('p2p_fiat.feedback_mine')} testId="p2p-feedback-mine" />}
      {theirs && <Given feedback={theirs} label={t('p2p_fiat.feedback_theirs')} testId="p2p-feedback-theirs" />}
    </section>
  );
}
