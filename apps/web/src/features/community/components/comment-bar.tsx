/**
 * The bar under an article: write a comment, or a reply to the comment tapped (docs/product.md §8: an empty comment
 * is refused before sending). Guests are sent to log in.
 */
import { COMMUNITY_LIMITS } from '@app/contract';
import { Button, Input, Toast } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/lib/draft';
import { useLocation, useNavigate } from '@/lib/router';
import { loginWithRedirect } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { usePostComment } from '../api/post-comment';
import type { ReplyTarget } from './comment-thread';

export function CommentBar({ articleId, target, onDone }: { articleId: number; target?: ReplyTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const [text, setText, clearText] = useDraft(`comment:${articleId}:${target?.id ?? 0}`, '');
  const send = usePostComment();
  const submit = () => {
    const content = text.trim();
    if (!content) return void Toast.show({ content: t('community.comment_required') });
    send.mutate(
      { article_id: articleId, content, reply_id: target?.id },
      {
        onSuccess: () => {
          clearText();
          Toast.show({ icon: 'success', content: t('community.commented') });
          onDone();
        },
      },
    );
  };
  if (!signedIn)
    return (
      <div className="comment-bar">
        <Button block color="primary" fill="outline" onClick={() => navigate(loginWithRedirect(pathname + search))}>
          {t('community.login_to_comment')}
        </Button>
      </div>
    );
  return (
    <div className="comment-bar">
      {target && (
        <div className="comment-bar-target" data-testid="comment-reply-target">
          {t('community.reply_to', { name: target.nickname })}
          <CloseCircleFill onClick={onDone} />
        </div>
      )}
      <div className="comment-bar-row">
        <Input
          value={text}
          onChange={setText}
          maxLength={COMMUNITY_LIMITS.commentMax}
          placeholder={target ? t('community.reply_to', { name: target.nickname }) : t('community.comment_placeholder')}
          onEnterPress={submit}
          data-testid="comment-input"
        />
        <Button size="small" color="primary" loading={send.isPending} onClick={submit} data-testid="comment-send">
          {t('community.send')}
        </Button>
      </div>
    </div>
  );
}
