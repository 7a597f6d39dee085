/**
 * One comment thread under an article: the top comment, then its replies with the name each answers.
 * Tapping any comment starts a reply to it.
 */
import type { CommentItem, CommentReply } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { relativeTime } from '@/lib/relative-time';

export interface ReplyTarget {
  id: number;
  nickname: string;
}

function Reply({ reply, onReply }: { reply: CommentReply; onReply: (target: ReplyTarget) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="comment-reply"
      data-testid={`comment-${reply.id}`}
      onClick={() => onReply({ id: reply.id, nickname: reply.author.nickname })}
    >
      <span className="comment-name">{reply.author.nickname}</span>
      {reply.reply_to && (
        <>
          {' '}
          {t('community.replied_to')} <span className="comment-name">{reply.reply_to.nickname}</span>
        </>
      )}
      : <span className="comment-text">{reply.content}</span>
      <span className="comment-time"> · {relativeTime(reply.createtime, t)}</span>
    </div>
  );
}

export function CommentThread({ comment, onReply }: { comment: CommentItem; onReply: (target: ReplyTarget) => void }) {
  const { t } = useTranslation();
  const hidden = comment.reply_count - comment.replies.length;
  return (
    <div className="comment" data-testid={`comment-${comment.id}`}>
      <Avatar src={comment.author.avatar} size={32} />
      <div className="comment-body">
        <div onClick={() => onReply({ id: comment.id, nickname: comment.author.nickname })}>
          <div className="comment-name">{comment.author.nickname}</div>
          <div className="comment-text">{comment.content}</div>
          <div className="comment-time">{relativeTime(comment.createtime, t)}</div>
        </div>
        {comment.replies.length > 0 && (
          <div className="comment-replies">
            {comment.replies.map((reply) => (
              <Reply key={reply.id} reply={reply} onReply={onReply} />
            ))}
            {hidden > 0 && <div className="comment-time">{t('community.more_replies', { count: hidden })}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
