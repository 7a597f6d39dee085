/**
 * One post in a feed (docs/product.md §2 community): author avatar and name (or the platform for news and notices), relative
 * time (docs/product.md §9), title, text, picture grid, like and comment counts. A tap opens the article.
 */
import type { ArticleItem } from '@app/contract';
import { Tag } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Avatar } from '@/components/avatar';
import { paths } from '@/config/paths';
import { relativeTime } from '@/lib/relative-time';
import { ImageGrid } from './image-grid';
import { LikeButton } from './like-button';

export function ArticleHeader({ article, extra }: { article: ArticleItem; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="post-head">
      <Avatar src={article.author?.avatar} size={40} />
      <div className="post-head-text">
        <div className="post-author" data-testid={`author-${article.id}`}>
          {article.author?.nickname ?? t('community.official')}
          {article.type !== 'post' && (
            <Tag color={article.type === 'news' ? 'primary' : 'warning'} fill="outline" className="post-type-tag">
              {article.type === 'news' ? t('community.tab_news') : t('community.tab_notice')}
            </Tag>
          )}
        </div>
        <div className="post-time">{relativeTime(article.createtime, t)}</div>
      </div>
      {extra}
    </div>
  );
}

export function PostCard({ article }: { article: ArticleItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article
      className="post-card"
      data-testid={`post-${article.id}`}
      onClick={() => navigate(`${paths.articleDetail}?id=${article.id}`)}
    >
      <ArticleHeader article={article} />
      {article.title && <div className="post-title">{article.title}</div>}
      <div className="post-text post-text-clamped">{article.content}</div>
      <ImageGrid
        images={article.images}
        author={article.author?.nickname ?? t('community.official')}
        testId={`post-images-${article.id}`}
      />
      <div className="post-actions">
        <LikeButton article={article} />
        <span className="post-action" data-testid={`comments-${article.id}`}>
          <MessageOutline />
          <span>{article.comments}</span>
        </span>
      </div>
    </article>
  );
}
