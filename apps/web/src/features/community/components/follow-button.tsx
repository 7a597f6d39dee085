/**
 * Follow / unfollow a member (docs/api.md attentioncreate, attentiondelete). Unfollowing asks first; guests go
 * to log in. `followBack` labels a fan I do not follow yet.
 */
import { Button } from 'antd-mobile';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@/lib/router';
import { loginWithRedirect } from '@/config/paths';
import { isSignedIn } from '@/lib/session';
import { useSetFollowing } from '../api/follow';
import { confirmDialog } from '@/lib/confirm-dialog';

interface FollowButtonProps {
  userId: number;
  nickname: string;
  following: boolean;
  followBack?: boolean;
}

export function FollowButton({ userId, nickname, following, followBack }: FollowButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const change = useSetFollowing();
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    if (!isSignedIn()) return void navigate(loginWithRedirect(pathname + search));
    if (following) {
      const sure = await confirmDialog({
        content: t('community.unfollow_confirm', { name: nickname }),
        confirmText: t('community.unfollow'),
        cancelText: t('common.cancel'),
      });
      if (!sure) return;
    }
    change.mutate({ user_id: userId, follow: !following });
  };
  const label = following ? t('community.following') : followBack ? t('community.follow_back') : t('community.follow');
  return (
    <Button
      size="mini"
      shape="rounded"
      color="primary"
      fill={following ? 'outline' : 'solid'}
      loading={change.isPending}
      onClick={onClick}
      data-testid={`follow-${userId}`}
    >
      {label}
    </Button>
  );
}
