/**
 * The heart and count of a post. It asks the server for the state the member wants (not a blind toggle),
 * so a double tap cannot undo itself; guests are sent to log in first.
 */
import type { ArticleItem } from '@app/contract';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { loginWithRedirect } from '@/config/paths';
import { isSignedIn } from '@/lib/session';
import { useVote } from '../api/vote';

export function LikeButton({ article }: { article: ArticleItem }) {
  const vote = useVote();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const liked = vote.isPending ? Boolean(vote.variables?.like) : article.liked;
  const likes = vote.isPending ? article.likes + (liked === article.liked ? 0 : liked ? 1 : -1) : article.likes;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!isSignedIn()) return void navigate(loginWithRedirect(pathname + search));
    if (vote.isPending) return;
    vote.mutate({ article_id: article.id, like: !article.liked });
  };
  return (
    <button
      type="button"
      className={liked ? 'post-action post-action-liked' : 'post-action'}
      onClick={onClick}
      data-testid={`like-${article.id}`}
      aria-pressed={liked}
    >
      {liked ? <HeartFill /> : <HeartOutline />}
      <span data-testid={`likes-${article.id}`}>{likes}</span>
    </button>
  );
}
