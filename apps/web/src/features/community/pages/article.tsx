/**
 * community/adtidetail/adtidetail?id= (docs/product.md §2; docs/api.md "Community"): the whole article with its pictures, like,
 * follow the author, share, and the comment threads with replies, more on scroll. A hidden or removed
 * article shows as gone.
 */
import { DotLoading, Empty, ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { MessageOutline, UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { MessageButton } from '@/components/message-button';
import { Page } from '@/components/page';
import { ReportButton } from '@/components/report-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/request';
import { useArticle } from '../api/get-article';
import { useComments } from '../api/get-comments';
import { CommentBar } from '../components/comment-bar';
import { CommentThread, type ReplyTarget } from '../components/comment-thread';
import { FollowButton } from '../components/follow-button';
import { ImageGrid } from '../components/image-grid';
import { LikeButton } from '../components/like-button';
import { LoadState } from '@/components/load-state';
import { ArticleHeader } from '../components/post-card';
import { shareLink } from '@/lib/share-link';
import './community.css';

function Comments({ articleId, onReply }: { articleId: number; onReply: (target: ReplyTarget) => void }) {
  const { t } = useTranslation();
  const comments = useComments(articleId);
  if (!comments.data) return <LoadState error={comments.isError} onRetry={() => void comments.refetch()} testId="comments" />;
  const threads = comments.data.pages.flatMap((page) => page.data);
  if (threads.length === 0) return <Empty description={t('community.no_comments')} data-testid="comments-empty" />;
  return (
    <div data-testid="comments">
      {threads.map((comment) => (
        <CommentThread key={comment.id} comment={comment} onReply={onReply} />
      ))}
      <InfiniteScroll loadMore={() => comments.fetchNextPage().then(() => undefined)} hasMore={Boolean(comments.hasNextPage)}>
        {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('community.no_more')}</span>)}
      </InfiniteScroll>
    </div>
  );
}

export default function ArticlePage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const article = useArticle(id);
  const [target, setTarget] = useState<ReplyTarget>();
  const gone = id === 0 || (article.error instanceof ApiError && article.error.code === 0);
  const share = () => {
    const url = `${window.location.origin}${window.location.pathname}#${paths.articleDetail}?id=${id}`;
    void shareLink({ title: article.data?.title || t('title.article_detail'), url, copiedText: t('community.link_copied') });
  };
  const data = article.data;
  return (
    <Page
      title={t('title.article_detail')}
      right={
        data && <UploadOutline fontSize={20} onClick={share} data-testid="article-share" aria-label={t('community.share')} />
      }
    >
      {gone ? (
        <ErrorBlock status="empty" title={t('community.post_removed')} description="" data-testid="article-gone" />
      ) : !data ? (
        <LoadState error={article.isError} onRetry={() => void article.refetch()} testId="article" />
      ) : (
        <>
          <article className="post-card post-detail" data-testid={`article-${data.id}`}>
            <ArticleHeader
              article={data}
              extra={
                data.author &&
                !data.is_mine && (
                  <div className="post-head-actions">
                    <FollowButton userId={data.author.id} nickname={data.author.nickname} following={data.following} />
                    <MessageButton toId={data.author.id} size="mini" testId="article-message" />
                  </div>
                )
              }
            />
            {data.title && <div className="post-title">{data.title}</div>}
            <div className="post-text">{data.content}</div>
            <ImageGrid images={data.images} author={data.author?.nickname ?? t('community.official')} testId="article-images" />
            <div className="post-actions">
              <LikeButton article={data} />
              <span className="post-action" data-testid={`comments-${data.id}`}>
                <MessageOutline />
                <span>{data.comments}</span>
              </span>
              {!data.is_mine && <ReportButton target="article" id={data.id} testId="article-report" />}
            </div>
          </article>
          <div className="comments-title">{t('community.comments_title', { count: data.comments })}</div>
          <div className="comments-list">
            <Comments articleId={id} onReply={setTarget} />
          </div>
          <CommentBar articleId={id} target={target} onDone={() => setTarget(undefined)} />
        </>
      )}
    </Page>
  );
}
