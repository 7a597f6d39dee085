/**
 * my/fans (docs/product.md §2; docs/api.md "Community"): my fans, with follow back, and the members I follow,
 * with unfollow; newest first, more on scroll, pull to refresh.
 */
import { DotLoading, Empty, InfiniteScroll, List, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { MessageButton } from '@/components/message-button';
import { Page } from '@/components/page';
import { useFollows, type FollowSide } from '../api/get-follows';
import { FollowButton } from '../components/follow-button';
import { LoadState } from '@/components/load-state';
import { PullRefresh } from '@/components/pull-refresh';
import './community.css';

function FollowList({ side }: { side: FollowSide }) {
  const { t } = useTranslation();
  const list = useFollows(side);
  if (!list.data) return <LoadState error={list.isError} onRetry={() => void list.refetch()} testId={`follows-${side}`} />;
  const members = list.data.pages.flatMap((page) => page.data);
  return (
    <PullRefresh onRefresh={() => list.refetch().then(() => undefined)}>
      {members.length === 0 ? (
        <Empty
          description={side === 'fans' ? t('community.no_fans') : t('community.no_follows')}
          data-testid={`follows-${side}-empty`}
        />
      ) : (
        <List data-testid={`follows-${side}`}>
          {members.map((m) => (
            <List.Item
              key={m.id}
              prefix={<Avatar src={m.avatar} size={44} />}
              description={m.bio || (m.following && m.follows_me ? t('community.mutual') : undefined)}
              extra={
                <div className="follow-row-actions">
                  <MessageButton toId={m.id} size="mini" testId={`member-message-${m.id}`} />
                  <FollowButton userId={m.id} nickname={m.nickname} following={m.following} followBack={m.follows_me} />
                </div>
              }
              data-testid={`member-${m.id}`}
            >
              {m.nickname}
            </List.Item>
          ))}
        </List>
      )}
      {members.length > 0 && (
        <InfiniteScroll loadMore={() => list.fetchNextPage().then(() => undefined)} hasMore={Boolean(list.hasNextPage)}>
          {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('community.no_more')}</span>)}
        </InfiniteScroll>
      )}
    </PullRefresh>
  );
}

export default function FansPage() {
  const { t } = useTranslation();
  const [side, setSide] = useState<FollowSide>('fans');
  return (
    <Page title={t('title.fans')}>
      <Tabs activeKey={side} onChange={(key) => setSide(key as FollowSide)}>
        <Tabs.Tab key="fans" title={<span data-testid="fans-tab-fans">{t('community.my_fans')}</span>} />
        <Tabs.Tab key="attention" title={<span data-testid="fans-tab-attention">{t('community.my_follows')}</span>} />
      </Tabs>
      <FollowList key={side} side={side} />
    </Page>
  );
}
